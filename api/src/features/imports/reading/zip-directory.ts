import { open, type FileHandle } from 'node:fs/promises';
import { formatBytes } from '../../../kernel/http/file-name.js';
import { MaxInflatedBytes, MaxZipDirectoryBytes, MaxZipEntries } from './import-file-limits.js';
import { UnreadableImportFile } from './unreadable-import-file.js';

/** A part of a zip as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** 0: stored; 8: deflated (the only two a workbook uses). */
  method: number;
  /** Bit 0: encrypted. */
  flags: number;
  compressedSize: number;
  /** What the directory says the part unzips to: a ceiling, counted against as it unzips, never trusted. */
  size: number;
  /** Where the part's local header starts. */
  headerOffset: number;
}

const EndSignature = 0x06054b50;
const EndBytes = 22;
const Zip64LocatorSignature = 0x07064b50;
const Zip64EndSignature = 0x06064b50;
const EntrySignature = 0x02014b50;
const EntryBytes = 46;
const Zip64ExtraId = 0x0001;
const Unknown16 = 0xffff;
const Unknown32 = 0xffffffff;

/** Words for a zip that cannot be read, in the reader's usual form. */
export const damagedZip = (why: string) =>
  new UnreadableImportFile(`The file is not a workbook Excel can open (${why}).`);

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

const uint64 = (buffer: Buffer, at: number) => Number(buffer.readBigUInt64LE(at));

/** Where the central directory is and how many entries it lists, from the end record (ZIP64 when it says so). */
async function directoryPlace(handle: FileHandle, fileSize: number) {
  const tailStart = Math.max(0, fileSize - (EndBytes + Unknown16));
  const tail = await readAt(handle, tailStart, fileSize - tailStart);
  let at = tail.length - EndBytes;
  // The end record is last but for a comment of up to 64 KB: found from the end backwards.
  while (
    at >= 0 &&
    !(tail.readUInt32LE(at) === EndSignature && at + EndBytes + tail.readUInt16LE(at + 20) <= tail.length)
  )
    at--;
  if (at < 0) throw damagedZip('its zip directory is missing: is the file cut short?');
  let entries = tail.readUInt16LE(at + 10);
  let size = tail.readUInt32LE(at + 12);
  let offset = tail.readUInt32LE(at + 16);
  if (entries === Unknown16 || size === Unknown32 || offset === Unknown32) {
    const locator = await readAt(handle, tailStart + at - 20, 20);
    if (locator.length < 20 || locator.readUInt32LE(0) !== Zip64LocatorSignature)
      throw damagedZip('its ZIP64 directory is missing');
    const end = await readAt(handle, uint64(locator, 8), 56);
    if (end.length < 56 || end.readUInt32LE(0) !== Zip64EndSignature)
      throw damagedZip('its ZIP64 directory is damaged');
    entries = uint64(end, 32);
    size = uint64(end, 40);
    offset = uint64(end, 48);
  }
  return { entries, size, offset };
}

/** The ZIP64 extra field's sizes and offset, for the fields the entry leaves at 0xFFFFFFFF. */
function withZip64Extra(entry: ZipEntry, extra: Buffer): ZipEntry {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === Zip64ExtraId) {
      const fields = extra.subarray(at + 4, at + 4 + length);
      let next = 0;
      const take = () => {
        if (next + 8 > fields.length) throw damagedZip(`the ZIP64 sizes of ${entry.name} are cut short`);
        const value = uint64(fields, next);
        next += 8;
        return value;
      };
      if (entry.size === Unknown32) entry.size = take();
      if (entry.compressedSize === Unknown32) entry.compressedSize = take();
      if (entry.headerOffset === Unknown32) entry.headerOffset = take();
      return entry;
    }
    at += 4 + length;
  }
  return entry;
}

/**
 * The entries of a zip on disk, from its central directory (at the end, where a streaming reader
 * never looks): how many there are and what they say they unzip to are bounded here, before a
 * byte is unzipped.
 */
export async function readZipDirectory(path: string): Promise<ZipEntry[]> {
  const handle = await open(path, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const place = await directoryPlace(handle, fileSize);
    if (place.entries > MaxZipEntries) {
      throw new UnreadableImportFile(
        `The workbook holds ${place.entries.toLocaleString('en-GB')} parts; a workbook may hold at most ${MaxZipEntries.toLocaleString('en-GB')}.`,
      );
    }
    if (place.size > MaxZipDirectoryBytes) {
      throw new UnreadableImportFile(
        `The workbook's zip directory takes ${formatBytes(place.size)}; ${MaxZipEntries.toLocaleString('en-GB')} parts need at most ${formatBytes(MaxZipDirectoryBytes)}.`,
      );
    }
    if (place.offset + place.size > fileSize) throw damagedZip('its zip directory points past its end');
    const directory = await readAt(handle, place.offset, place.size);
    const entries: ZipEntry[] = [];
    let declared = 0;
    for (let at = 0; entries.length < place.entries;) {
      if (at + EntryBytes > directory.length || directory.readUInt32LE(at) !== EntrySignature)
        throw damagedZip('its zip directory is damaged');
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const nameStart = at + EntryBytes;
      const extraStart = nameStart + nameLength;
      if (extraStart + extraLength + commentLength > directory.length) throw damagedZip('its zip directory is damaged');
      const entry = withZip64Extra(
        {
          name: directory.toString('utf8', nameStart, extraStart),
          method: directory.readUInt16LE(at + 10),
          flags: directory.readUInt16LE(at + 8),
          compressedSize: directory.readUInt32LE(at + 20),
          size: directory.readUInt32LE(at + 24),
          headerOffset: directory.readUInt32LE(at + 42),
        },
        directory.subarray(extraStart, extraStart + extraLength),
      );
      declared += entry.size;
      entries.push(entry);
      at = extraStart + extraLength + commentLength;
    }
    if (declared > MaxInflatedBytes) {
      throw new UnreadableImportFile(
        `The workbook unzips to ${formatBytes(declared)}; a workbook may unzip to at most ${formatBytes(MaxInflatedBytes)}.`,
      );
    }
    return entries;
  } finally {
    await handle.close();
  }
}
