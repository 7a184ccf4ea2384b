import type { BulkOperation, EventStore, StreamAppend } from '@dealbook/contracts';
import { findImportedRecords, type ImportRecord, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { ImportProgressMeter } from './import-progress.js';
import { recordAppend, Stopped, type ImportJobSignal, type ImportLedger } from './import-work.js';
import { importTargetByRecordType } from './targets/import-targets.js';

/** Records put back per batch: each needs its current state, read for the batch in one query per kind. */
const UndoBatch = 500;

interface UndoInput {
  db: Kysely<ReadModelDatabase>;
  store: EventStore;
  found: ImportRecord;
  ledger: ImportLedger;
  job: ImportJobSignal;
  onProgress: () => void;
  /** Runs once every record is put back, before the undo is recorded as done (statistics). */
  beforeFinish: () => Promise<void>;
}

/**
 * Undoes a run by compensating events, never by rewriting history: each record it created is
 * deleted through its decider, and each field it changed is set back to what it was, unless
 * someone has changed that field since (then it is kept, and counted). The records come from the
 * import's own ledger (`import_records`: the records' events that name the import), in id order,
 * so a resumed undo goes on after the last batch it recorded.
 */
export async function undoImport({ db, found, ledger, job, beforeFinish }: UndoInput): Promise<void> {
  const via: BulkOperation = { kind: 'import-undo', id: found._id, label: `Undo of the import of ${found.fileName}` };
  const total = countOf(found);
  job.progress = new ImportProgressMeter('undo', found.undone, total);
  let recordsDone = found.undone;
  let kept = found.kept;
  let cursor = found.undoCursor;
  for (;;) {
    if (job.cancelled) throw new Stopped();
    const page = await findImportedRecords(db, found._id, cursor, UndoBatch);
    if (page.length === 0) break;
    for (let attempt = 1; ; attempt++) {
      const { appends, keptInBatch } = await compensations(
        db,
        page,
        { actorId: found.actingUser, correlationId: found._id },
        via,
      );
      try {
        await ledger.commit(
          {
            type: 'RecordRestoredRecords',
            importId: found._id,
            recordsDone: recordsDone + page.length,
            kept: kept + keptInBatch,
            cursor: page.at(-1)!.recordId,
          },
          appends,
        );
        kept += keptInBatch;
        break;
      } catch (error) {
        if (!ledger.isRecordConflict(error) || attempt >= 4) throw error;
      }
    }
    recordsDone += page.length;
    cursor = page.at(-1)!.recordId;
    job.progress.advance(recordsDone);
  }
  await beforeFinish();
  await ledger.commit({ type: 'FinishImportWork', importId: found._id, counts: found.done, recordsDone, kept });
}

/** The records an undo has to go through: those the run created or changed. */
const countOf = (found: ImportRecord) => found.done.create + found.done.update;

async function compensations(
  db: Kysely<ReadModelDatabase>,
  page: Awaited<ReturnType<typeof findImportedRecords>>,
  metadata: { actorId: string | null; correlationId: string },
  via: BulkOperation,
): Promise<{ appends: StreamAppend[]; keptInBatch: number }> {
  const appends: StreamAppend[] = [];
  let keptInBatch = 0;
  for (const recordType of new Set(page.map((record) => record.recordType))) {
    const records = page.filter((record) => record.recordType === recordType);
    const target = importTargetByRecordType(recordType);
    const current = await target.findByIds(
      db,
      records.map((record) => record.recordId),
    );
    for (const record of records) {
      const found = current.get(record.recordId);
      // Deleted since: nothing to put back (a created record is gone already; an update's fields with it).
      if (!found) {
        if (record.action === 'update') keptInBatch += Object.keys(record.changes).length;
        continue;
      }
      try {
        if (record.action === 'create') {
          appends.push(
            recordAppend(target, found.id, found.version, target.decider.decide(target.delete(found.id), found.state), {
              ...metadata,
              via,
            }),
          );
          continue;
        }
        const now = target.valuesOf(found.state);
        const restore: Record<string, unknown> = {};
        for (const [field, recorded] of Object.entries(record.changes)) {
          const value = now[field];
          const change = { from: idOf(recorded.from), to: idOf(recorded.to) };
          if (Array.isArray(value) && change.from === null && !Array.isArray(change.to)) {
            // A link the import added (a contact's company) is taken back, unless removed since.
            if (value.includes(change.to)) restore[field] = value.filter((item) => item !== change.to);
            else keptInBatch++;
          } else if (field in now && sameValue(value, change.to)) restore[field] = change.from;
          else keptInBatch++;
        }
        if (Object.keys(restore).length === 0) continue;
        const events = target.decider.decide(await target.restore(db, found, restore), found.state);
        if (events.length > 0)
          appends.push(recordAppend(target, found.id, found.version, events, { ...metadata, via }));
      } catch (error) {
        // The record's own rules refuse (a company that clients' projects still name …): it stays, counted.
        if (!(error instanceof DomainError)) throw error;
        keptInBatch++;
      }
    }
  }
  return { appends, keptInBatch };
}

/** A record named with its id ({ id, name }, as a project's client move records it) is its id in the record's values. */
function idOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'id' in value
    ? (value as { id: unknown }).id
    : value;
}

/** Lists compare item by item (the order of a list is part of its value). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    return JSON.stringify(a) === JSON.stringify(b);
  }
  return a === b;
}
