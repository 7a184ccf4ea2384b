import type { ImportKind, ImportMapping } from '@dealbook/contracts';
import { findRememberedMapping } from '@dealbook/projections';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { sanitiseFileName } from '../../kernel/http/file-name.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata } from '../../kernel/event-sourcing/execute-command.js';
import type { FileStore } from '../../infra/files/file-store.port.js';
import { importDecider } from './import.decider.js';
import { refuseUnusableHeaders } from './reading/import-headers.js';
import { detectImportFormat, readImportFile, UnreadableImportFile } from './reading/import-file.js';
import { headersKey, suggestMapping, suggestMatchKey } from './reading/suggest-mapping.js';

/** Rows of the file shown beside the columns while they are mapped. */
const SampleRows = 5;

/**
 * Keeps an uploaded spreadsheet for import: reads its header row and a few rows (the file is read
 * as a stream, never whole), moves it to the file store under `imports/<id>`, and records the
 * import with the mapping remembered for files with these columns, or one suggested from the
 * headers. A file that is not a readable .xlsx or .csv, has no usable header row, or goes past a
 * bound of reading/import-file-limits.ts, is refused with a 400 that says why: nothing is recorded.
 */
export async function uploadImport(
  { db, commands, files }: LookUpAndRun & { files: FileStore },
  importId: string,
  kind: ImportKind,
  /** The upload as multer wrote it to a temporary file. */
  file: { path: string; originalName: string },
  metadata: CommandMetadata,
): Promise<{ sample: string[][] }> {
  const fileName = sanitiseFileName(file.originalName);
  const format = detectImportFormat(fileName, await firstBytes(file.path));
  if (!format) throw invalidFile('The file is neither a spreadsheet (.xlsx) nor a text file of values (.csv)');
  const { headers, sample } = await readHead(file.path, format);
  const remembered = await findRememberedMapping(db, kind, headersKey(headers));
  const columns = suggestMapping(kind, headers);
  const mapping: ImportMapping = remembered ?? {
    columns,
    matchOn: suggestMatchKey(kind, columns),
    mode: 'both',
  };
  const fileKey = `imports/${importId}`;
  const { size } = await stat(file.path);
  await files.put(fileKey, createReadStream(file.path), { contentType: contentTypeOf(format), size });
  await commands.execute(importDecider, {
    command: {
      type: 'UploadImport',
      importId,
      kind,
      fileName,
      fileKey,
      fileSize: size,
      format,
      headers,
      mapping,
      mappingRemembered: remembered !== undefined,
    },
    metadata,
    expectedVersion: 0,
  });
  return { sample };
}

async function firstBytes(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(8);
    const { bytesRead } = await handle.read(buffer, 0, 8, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The header row (refused unless usable) and the first rows of the file. */
async function readHead(path: string, format: 'csv' | 'xlsx'): Promise<{ headers: string[]; sample: string[][] }> {
  let headers: string[] | undefined;
  const sample: string[][] = [];
  try {
    for await (const row of readImportFile(path, format)) {
      if (!headers) headers = row.cells.map((cell) => cell.trim());
      else sample.push(row.cells);
      if (sample.length >= SampleRows) break;
    }
    headers ??= [];
    refuseUnusableHeaders(headers);
  } catch (error) {
    if (error instanceof UnreadableImportFile) throw invalidFile(error.message);
    throw error;
  }
  return { headers, sample };
}

const contentTypeOf = (format: 'csv' | 'xlsx') =>
  format === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const invalidFile = (message: string) => new DomainError('validation', message, { file: message });
