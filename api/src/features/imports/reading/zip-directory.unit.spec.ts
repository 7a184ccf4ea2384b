import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { part, zipOf } from '../../../../../test/support/hostile-files.js';
import { readZipDirectory } from './zip-directory.js';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'zip-directory-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function directoryOf(bytes: Buffer) {
  const path = join(folder, randomUUID());
  await writeFile(path, bytes);
  return readZipDirectory(path);
}

/** The zip with its end record's fields changed: `entries` (16 bits at 10), directory `size` (32 bits at 12). */
function withEnd(zip: Buffer, fields: { entries?: number; size?: number; offset?: number }): Buffer {
  const copy = Buffer.from(zip);
  const end = copy.length - 22;
  if (fields.entries !== undefined) copy.writeUInt16LE(fields.entries, end + 10);
  if (fields.size !== undefined) copy.writeUInt32LE(fields.size, end + 12);
  if (fields.offset !== undefined) copy.writeUInt32LE(fields.offset, end + 16);
  return copy;
}

/** The zip with a ZIP64 end record and locator before its end record, whose own fields then say "see ZIP64". */
function withZip64End(zip: Buffer): Buffer {
  const endAt = zip.length - 22;
  const entries = zip.readUInt16LE(endAt + 10);
  const size = zip.readUInt32LE(endAt + 12);
  const offset = zip.readUInt32LE(endAt + 16);
  const end64 = Buffer.alloc(56);
  end64.writeUInt32LE(0x06064b50, 0);
  end64.writeBigUInt64LE(44n, 4);
  end64.writeBigUInt64LE(BigInt(entries), 24);
  end64.writeBigUInt64LE(BigInt(entries), 32);
  end64.writeBigUInt64LE(BigInt(size), 40);
  end64.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(endAt), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([
    zip.subarray(0, endAt),
    end64,
    locator,
    withEnd(zip.subarray(endAt), { entries: 0xffff, size: 0xffffffff, offset: 0xffffffff }),
  ]);
}

describe('readZipDirectory', () => {
  it('lists the parts with what they say they unzip to, from the directory at the end, past a comment', async () => {
    const zip = new JSZip();
    zip.file('xl/workbook.xml', '<workbook/>', { createFolders: false });
    zip.file('xl/worksheets/sheet1.xml', '<worksheet/>'.repeat(100), { createFolders: false });
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', comment: 'Made by hand' });
    expect(await directoryOf(bytes)).toEqual([
      expect.objectContaining({ name: 'xl/workbook.xml', method: 8, size: 11, headerOffset: 0 }),
      expect.objectContaining({ name: 'xl/worksheets/sheet1.xml', method: 8, size: 1200 }),
    ]);
  });

  it('reads ZIP64 sizes and end records, and bounds what they say like any other', async () => {
    const small = zipOf([part('xl/workbook.xml', '<workbook/>')]);
    expect(await directoryOf(withZip64End(small))).toEqual([
      expect.objectContaining({ name: 'xl/workbook.xml', size: 11 }),
    ]);
    const huge = zipOf([
      part('xl/workbook.xml', '<workbook/>'),
      { ...part('xl/sharedStrings.xml', '<sst/>'), declaredSize: 5 * 1024 ** 3 },
    ]);
    await expect(directoryOf(withZip64End(huge))).rejects.toThrow(
      'The workbook unzips to 5120 MB; a workbook may unzip to at most 4096 MB.',
    );
  });

  it('refuses more parts than a workbook has, or a directory too large for them, before reading it', async () => {
    const zip = zipOf([part('xl/workbook.xml', '<workbook/>')]);
    await expect(directoryOf(withEnd(zip, { entries: 60_000 }))).rejects.toThrow(
      'The workbook holds 60,000 parts; a workbook may hold at most 10,000.',
    );
    await expect(directoryOf(withEnd(zip, { size: 50 * 1024 * 1024 }))).rejects.toThrow(
      "The workbook's zip directory takes 50 MB; 10,000 parts need at most 9.8 MB.",
    );
  });

  it('refuses a zip cut short, or whose directory points elsewhere, as not a workbook', async () => {
    const zip = zipOf([part('xl/workbook.xml', '<workbook/>')]);
    await expect(directoryOf(zip.subarray(0, zip.length - 30))).rejects.toThrow(
      'The file is not a workbook Excel can open (its zip directory is missing: is the file cut short?).',
    );
    await expect(directoryOf(withEnd(zip, { offset: zip.length }))).rejects.toThrow(
      /its zip directory points past its end/,
    );
    await expect(directoryOf(withEnd(zip, { offset: 0 }))).rejects.toThrow(/its zip directory is damaged/);
  });
});
