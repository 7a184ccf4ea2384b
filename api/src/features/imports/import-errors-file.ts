import { findImportFailures, type ImportRecord, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import type { Writable } from 'node:stream';
import type { FileStore } from '../../infra/files/file-store.port.js';
import type { ImportTempFiles } from './import-temp-files.js';
import { writeFailuresCsv } from './reading/failures-file.js';
import { readImportFile } from './reading/import-file.js';

/** Failed rows read from the database at a time, as the file is read past them. */
const FailurePage = 1000;

/**
 * Every failed row of the import's latest check or run with its reason, its cells read again from
 * the stored file (the events keep only lines and reasons): the file and the failures are both in
 * line order, so the two are walked side by side and neither is held whole. The file is read
 * from a copy on this disk, removed when the answer ends.
 */
export async function writeImportErrors(
  db: Kysely<ReadModelDatabase>,
  files: FileStore,
  temp: ImportTempFiles,
  found: ImportRecord,
  out: Writable,
): Promise<void> {
  const stored = await files.get(found.fileKey);
  if (!stored) throw new Error('The uploaded file is no longer in the file store');
  const local = await temp.copy(stored.stream);
  const phase = found.ran ? 'run' : 'check';
  async function* failedRows() {
    let failures = await findImportFailures(db, found._id, phase, 0, FailurePage);
    let next = 0;
    let header = true;
    for await (const row of readImportFile(local, found.format)) {
      if (header) {
        header = false;
        continue;
      }
      if (next === failures.length) {
        if (failures.length < FailurePage) break;
        failures = await findImportFailures(db, found._id, phase, failures.at(-1)!.line, FailurePage);
        next = 0;
        if (failures.length === 0) break;
      }
      const failure = failures[next]!;
      if (row.line === failure.line) {
        yield { line: row.line, cells: row.cells, reason: failure.reason };
        next++;
      }
    }
  }
  try {
    await writeFailuresCsv(found.headers, failedRows(), out);
  } finally {
    await temp.remove(local);
  }
}
