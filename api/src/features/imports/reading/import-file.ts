import { createReadStream } from 'node:fs';
import type { ImportFileFormat } from '@dealbook/contracts';
import { csvRows } from './csv-rows.js';
import type { ImportRow } from './import-row.js';
import { xlsxRows } from './xlsx-rows.js';

export type { ImportRow } from './import-row.js';
export { UnreadableImportFile } from './unreadable-import-file.js';

/** A file's bytes as they are read, told to `onRead`. */
async function* counted(path: string, onRead: (bytes: number) => void): AsyncGenerator<Buffer> {
  const stream = createReadStream(path);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      onRead(chunk.length);
      yield chunk;
    }
  } finally {
    stream.destroy();
  }
}

/**
 * Later rows cut to the header row's width: a cell past the last header has no column to fill,
 * and a row then holds at most MaxColumns cells however wide the sheet.
 */
async function* toHeaderWidth(rows: AsyncIterable<ImportRow>): AsyncGenerator<ImportRow> {
  let width: number | undefined;
  for await (const row of rows) {
    if (width === undefined) width = row.cells.length;
    else if (row.cells.length > width) row.cells.length = width;
    yield row;
  }
}

/**
 * The rows of a file on this disk (a workbook is read from its zip directory, at its end), in
 * order, header row first, streamed; trailing empty cells trimmed; wholly empty rows skipped.
 * `onRead` is told of the file's bytes as they are read (an import's progress).
 */
export function readImportFile(
  path: string,
  format: ImportFileFormat,
  onRead: (bytes: number) => void = () => undefined,
): AsyncIterable<ImportRow> {
  return toHeaderWidth(format === 'xlsx' ? xlsxRows(path, onRead) : csvRows(counted(path, onRead)));
}

const zipSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Text: no NUL byte and valid UTF-8 (a character cut off at the end of the sample is allowed). */
function looksLikeText(bytes: Buffer): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** 'xlsx' when the bytes start as a zip (PK\x03\x04), 'csv' when the name ends .csv or the bytes are text; undefined otherwise. */
export function detectImportFormat(fileName: string, firstBytes: Buffer): ImportFileFormat | undefined {
  if (firstBytes.subarray(0, 4).equals(zipSignature)) return 'xlsx';
  if (/\.csv$/i.test(fileName.trim()) || looksLikeText(firstBytes)) return 'csv';
  return undefined;
}
