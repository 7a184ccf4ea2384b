import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyRows,
  part,
  sharedStringsBomb,
  workbookBasics,
  worksheet,
  worksheetFirstWorkbook,
  zipOf,
  type ZipPart,
} from '../../../../../test/support/hostile-files.js';
import { workbookZip } from './workbook-zip.js';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'workbook-zip-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function fileOf(bytes: Buffer): Promise<string> {
  const path = join(folder, randomUUID());
  await writeFile(path, bytes);
  return path;
}

const all = async (stream: Readable) => Buffer.concat((await stream.toArray()) as Buffer[]);

/** The names of the parts a zip holds, in order, read from its local headers (every part stored). */
function storedNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; zip.readUInt32LE(at) === 0x04034b50;) {
    expect(zip.readUInt16LE(at + 8)).toBe(0);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    names.push(zip.toString('utf8', at + 30, at + 30 + nameLength));
    at += 30 + nameLength + zip.readUInt16LE(at + 28) + size;
  }
  return names;
}

/** A well-made workbook with one part changed as `change` says. */
const workbookWith = (change: (parts: ZipPart[]) => ZipPart[]) =>
  zipOf(change([...workbookBasics(), worksheet(companyRows())]));

describe('workbookZip', () => {
  it('hands the reader only the parts it uses, unzipped and stored, strings before worksheets', async () => {
    const path = await fileOf(
      zipOf([
        part('xl/media/image1.png', Buffer.alloc(1000)),
        ...zipOfParts(worksheetFirstWorkbook(2)),
        part('xl/worksheets/_rels/sheet1.xml.rels', '<Relationships/>'),
      ]),
    );
    let read = 0;
    const zip = await all(await workbookZip(path, (bytes) => (read += bytes)));
    expect(storedNames(zip)).toEqual([
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/sharedStrings.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan((await stat(path)).size);
  });

  it('refuses a part that unzips to more, or less, than its zip directory says', async () => {
    const liar = await fileOf(sharedStringsBomb(64 * 1024 * 1024, 100_000));
    await expect(all(await workbookZip(liar, () => undefined))).rejects.toThrow(
      'The file is not a workbook Excel can open (xl/sharedStrings.xml unzips to more than the 97.7 KB its zip directory says).',
    );
    const short = await fileOf(
      workbookWith((parts) =>
        parts.map((p) => (p.name === 'xl/workbook.xml' ? { ...p, declaredSize: p.size + 1 } : p)),
      ),
    );
    await expect(all(await workbookZip(short, () => undefined))).rejects.toThrow(
      /xl\/workbook\.xml unzips to less than its zip directory says/,
    );
  });

  it('refuses what cannot be unzipped, and what Excel never writes, in words', async () => {
    const broken = await fileOf(
      workbookWith((parts) =>
        parts.map((p) => (p.name === 'xl/workbook.xml' ? { ...p, deflated: Buffer.from([0xff, 0xff, 0xff]) } : p)),
      ),
    );
    await expect(all(await workbookZip(broken, () => undefined))).rejects.toThrow(
      /^The file is not a workbook Excel can open \(xl\/workbook\.xml cannot be unzipped: /,
    );
    const twice = await fileOf(workbookWith((parts) => [...parts, part('xl/workbook.xml', '<workbook/>')]));
    await expect(workbookZip(twice, () => undefined)).rejects.toThrow(/it holds two parts named xl\/workbook\.xml/);
    const styles = await fileOf(
      workbookWith((parts) => [
        ...parts,
        { ...part('xl/styles.xml', '<styleSheet/>'), declaredSize: 17 * 1024 * 1024 },
      ]),
    );
    await expect(workbookZip(styles, () => undefined)).rejects.toThrow(
      "The workbook's part xl/styles.xml (its styles) unzips to 17 MB; it may unzip to at most 16 MB.",
    );
  });

  it('refuses an encrypted part or an unknown compression from the directory', async () => {
    const zip = workbookWith((parts) => parts);
    // The directory entry of xl/workbook.xml: its flags at 8, its compression at 10.
    const entryAt = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), zip.readUInt32LE(zip.length - 6) + 1);
    expect(zip.toString('utf8', entryAt + 46, entryAt + 46 + 15)).toBe('xl/workbook.xml');
    const encrypted = Buffer.from(zip);
    encrypted.writeUInt16LE(1, entryAt + 8);
    await expect(workbookZip(await fileOf(encrypted), () => undefined)).rejects.toThrow(
      'The workbook is encrypted: save it without a password.',
    );
    const bzip2 = Buffer.from(zip);
    bzip2.writeUInt16LE(12, entryAt + 10);
    await expect(workbookZip(await fileOf(bzip2), () => undefined)).rejects.toThrow(
      /is compressed in a way Excel never uses \(method 12\)/,
    );
  });
});

/** The parts of a zip made by zipOf, to make another of them (their bytes as they were stored). */
function zipOfParts(zip: Buffer): ZipPart[] {
  const parts: ZipPart[] = [];
  for (let at = 0; zip.readUInt32LE(at) === 0x04034b50;) {
    const compressed = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const start = at + 30 + nameLength + zip.readUInt16LE(at + 28);
    parts.push({
      name: zip.toString('utf8', at + 30, at + 30 + nameLength),
      deflated: zip.subarray(start, start + compressed),
      size: zip.readUInt32LE(at + 22),
    });
    at = start + compressed;
  }
  return parts;
}
