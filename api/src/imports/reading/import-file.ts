import type { Readable } from 'node:stream';
import type { ImportFileFormat } from '@dealbook/contracts';
import { csvRows } from './csv-rows.js';
import type { ImportRow } from './import-row.js';
import { xlsxRows } from './xlsx-rows.js';

export type { ImportRow } from './import-row.js';
export { UnreadableImportFile } from './unreadable-import-file.js';

/** The file's rows in order, header row first, streamed; trailing empty cells trimmed; wholly empty rows skipped. */
export function readImportFile(source: Readable, format: ImportFileFormat): AsyncIterable<ImportRow> {
  return format === 'xlsx' ? xlsxRows(source) : csvRows(source);
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
