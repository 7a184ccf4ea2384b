import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
import { formatBytes } from '../../../kernel/http/file-name.js';
import { MaxSharedStringsPartBytes, MaxSmallPartBytes } from './import-file-limits.js';
import { UnreadableImportFile } from './unreadable-import-file.js';
import { XmlGuard, type XmlPart } from './xml-guard.js';
import { damagedZip, readZipDirectory, type ZipEntry } from './zip-directory.js';

interface WorkbookPart {
  entry: ZipEntry;
  xml: XmlPart;
  /** The most it may unzip to, besides the workbook's whole bound; undefined for a worksheet (streamed). */
  most?: { bytes: number; what: string };
}

/**
 * The parts exceljs's reader uses, in the order it needs them: the relationships and workbook
 * (the tabs' names), the styles (which number formats are dates), the shared strings, then the
 * worksheets by number. Everything else (pictures, the worksheets' links…) is never unzipped.
 */
const leadingParts: Record<string, Omit<WorkbookPart, 'entry'>> = {
  'xl/_rels/workbook.xml.rels': {
    xml: { name: 'xl/_rels/workbook.xml.rels' },
    most: { bytes: MaxSmallPartBytes, what: 'its relationships' },
  },
  'xl/workbook.xml': {
    xml: { name: 'xl/workbook.xml' },
    most: { bytes: MaxSmallPartBytes, what: 'its list of sheets' },
  },
  'xl/styles.xml': { xml: { name: 'xl/styles.xml' }, most: { bytes: MaxSmallPartBytes, what: 'its styles' } },
  'xl/sharedStrings.xml': {
    xml: { name: 'xl/sharedStrings.xml', record: { depth: 2, noun: 'A text' } },
    most: { bytes: MaxSharedStringsPartBytes, what: 'its different texts' },
  },
};
const worksheetName = /^xl\/worksheets\/sheet(\d+)\.xml$/;

const Stored = 0;
const Deflated = 8;
const Encrypted = 1;
const LocalSignature = 0x04034b50;
const LocalHeaderBytes = 30;

/** The parts to read, checked against what the directory says of them before any is unzipped. */
function partsToRead(entries: readonly ZipEntry[]): WorkbookPart[] {
  const leading = new Map<string, WorkbookPart>();
  const worksheets: { number: number; part: WorkbookPart }[] = [];
  const names = new Set<string>();
  for (const entry of entries) {
    const known = leadingParts[entry.name];
    const sheet = worksheetName.exec(entry.name);
    if (!known && !sheet) continue;
    if (names.has(entry.name)) throw damagedZip(`it holds two parts named ${entry.name}`);
    names.add(entry.name);
    if (entry.flags & Encrypted)
      throw new UnreadableImportFile('The workbook is encrypted: save it without a password.');
    if (entry.method !== Stored && entry.method !== Deflated)
      throw damagedZip(`${entry.name} is compressed in a way Excel never uses (method ${entry.method})`);
    if (entry.method === Stored && entry.compressedSize !== entry.size)
      throw damagedZip(`${entry.name} is stored with two sizes`);
    if (known?.most && entry.size > known.most.bytes) {
      throw new UnreadableImportFile(
        `The workbook's part ${entry.name} (${known.most.what}) unzips to ${formatBytes(entry.size)}; it may unzip to at most ${formatBytes(known.most.bytes)}.`,
      );
    }
    if (known) leading.set(entry.name, { entry, ...known });
    else
      worksheets.push({
        number: Number(sheet![1]),
        part: { entry, xml: { name: entry.name, record: { depth: 3, noun: 'A row' } } },
      });
  }
  worksheets.sort((a, b) => a.number - b.number);
  return [
    ...Object.keys(leadingParts).flatMap((name) => leading.get(name) ?? []),
    ...worksheets.map(({ part }) => part),
  ];
}

/** A local header saying the part is stored (not compressed) at the size its directory gave. */
function storedHeader(entry: ZipEntry): Buffer {
  const name = Buffer.from(entry.name, 'utf8');
  const header = Buffer.alloc(LocalHeaderBytes);
  header.writeUInt32LE(LocalSignature, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(Stored, 8);
  header.writeUInt32LE(entry.size, 18);
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

/** The end record: the reader stops there (it never reads a directory). */
const endRecord = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

async function dataStart(handle: FileHandle, entry: ZipEntry, fileSize: number): Promise<number> {
  const header = Buffer.alloc(LocalHeaderBytes);
  const { bytesRead } = await handle.read(header, 0, LocalHeaderBytes, entry.headerOffset);
  if (bytesRead < LocalHeaderBytes || header.readUInt32LE(0) !== LocalSignature)
    throw damagedZip(`the header of ${entry.name} is missing`);
  const start = entry.headerOffset + LocalHeaderBytes + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (start + entry.compressedSize > fileSize) throw damagedZip(`${entry.name} runs past the end of the file`);
  return start;
}

/** A part's bytes as they unzip, and how many of the file's bytes that has taken so far. */
function unzipping(path: string, start: number, entry: ZipEntry): { bytes: AsyncIterable<Buffer>; read: () => number } {
  if (entry.compressedSize === 0) return { bytes: Readable.from([]), read: () => 0 };
  const raw = createReadStream(path, { start, end: start + entry.compressedSize - 1 });
  if (entry.method === Stored) return { bytes: raw, read: () => raw.bytesRead };
  const inflate = createInflateRaw();
  // Its failures reach the reader through `inflate`, which the pipeline destroys with them.
  pipeline(raw, inflate).catch(() => undefined);
  return { bytes: inflate, read: () => raw.bytesRead };
}

const isZlibError = (error: unknown) =>
  typeof (error as { code?: unknown }).code === 'string' && /^Z_/.test((error as { code: string }).code);

/**
 * The parts, unzipped here and counted as they come: a part that unzips to more than its
 * directory said (a zip bomb says little) or to less is refused at once, and its XML is guarded.
 * Each is passed on stored at that size, so exceljs's reader only copies bytes.
 */
async function* unzippedParts(
  path: string,
  parts: readonly WorkbookPart[],
  onRead: (bytes: number) => void,
): AsyncGenerator<Buffer> {
  const handle = await open(path, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    for (const { entry, xml } of parts) {
      const start = await dataStart(handle, entry, fileSize);
      yield storedHeader(entry);
      const guard = new XmlGuard(xml);
      const { bytes, read } = unzipping(path, start, entry);
      let unzipped = 0;
      let reported = 0;
      try {
        for await (const chunk of bytes) {
          unzipped += chunk.length;
          if (unzipped > entry.size) {
            throw damagedZip(`${entry.name} unzips to more than the ${formatBytes(entry.size)} its zip directory says`);
          }
          guard.scan(chunk);
          onRead(read() - reported);
          reported = read();
          yield chunk;
        }
      } catch (error) {
        if (isZlibError(error)) throw damagedZip(`${entry.name} cannot be unzipped: ${(error as Error).message}`);
        throw error;
      }
      if (unzipped < entry.size) throw damagedZip(`${entry.name} unzips to less than its zip directory says`);
    }
    yield endRecord;
  } finally {
    await handle.close();
  }
}

/**
 * A workbook file on disk as a zip stream for exceljs's reader, made from its central directory
 * rather than read as it comes: bounded before it is unzipped (zip-directory.ts, partsToRead),
 * counted while it is, and in the order the reader wants, so it never keeps a worksheet waiting
 * in a temporary file for the strings that come after it.
 */
export async function workbookZip(path: string, onRead: (bytes: number) => void): Promise<Readable> {
  const parts = partsToRead(await readZipDirectory(path));
  return Readable.from(unzippedParts(path, parts, onRead), { objectMode: false });
}
