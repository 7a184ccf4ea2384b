import type { CompanyRef, EventStore, MergeMove, MergeUndoOutcome } from '@dealbook/contracts';
import { findMerge, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import type { CommandMetadata } from '../../kernel/event-sourcing/execute-command.js';
import { undoLinkedRecordMoves } from './linked-record-moves.js';
import { MergeAppends } from './merge-appends.js';
import { namedRef } from './merge-pair.js';
import { foldRecord, mergeableRecordsOf } from './mergeable-records.js';

/**
 * Undoes a merge by compensating events, never by rewriting history: the merged record comes back
 * with its own values, every link the merge moved goes back (only those), and the survivor's
 * values the merge changed go back unless changed since. One transaction, as the merge was.
 */
export async function undoMerge(
  { store, db }: { store: EventStore; db: Kysely<ReadModelDatabase> },
  mergeId: string,
  metadata: CommandMetadata,
): Promise<MergeUndoOutcome> {
  const merge = await findMerge(db, mergeId);
  if (!merge) throw notFound('Merge', mergeId);
  if (merge.undone) throw new DomainError('conflict', 'This merge was undone already');
  const records = mergeableRecordsOf(merge.type);
  const [survivor, merged] = await Promise.all([
    foldRecord(store, records, merge.survivorId),
    foldRecord(store, records, merge.mergedId),
  ]);
  const closing = merged.history.find(
    (event) => event.type.endsWith('MergedInto') && (event.data as { mergeId?: string }).mergeId === mergeId,
  );
  if (!closing) throw new DomainError('conflict', `${merged.name} has no record of this merge`);
  const moves = (closing.data as { moves: MergeMove[] }).moves;
  const survivorRef = namedRef(survivor);
  const mergedRef = namedRef(merged);
  const appends = new MergeAppends(metadata, {
    kind: 'merge-undo',
    id: mergeId,
    label: `Undo of the merge of ${mergedRef.name} into ${survivorRef.name}`,
  });

  const own = (kind: MergeMove['kind'], onlyNew: boolean) =>
    moves.filter((move) => move.kind === kind && !(onlyNew && move.alreadyLinked)).map((move) => move.id);
  const restore =
    merge.type === 'company'
      ? { type: 'RestoreMergedCompany', companyId: merged.id, mergeId, createdAt: merged.createdAt }
      : {
          type: 'RestoreMergedContact',
          contactId: merged.id,
          mergeId,
          createdAt: merged.createdAt,
          companies: await liveCompanies(db, own('employer', false)),
          referrals: await liveCompanies(db, own('referred', false)),
        };
  const undo =
    merge.type === 'company'
      ? { type: 'UndoCompanyMerge', companyId: survivor.id, mergeId }
      : {
          type: 'UndoContactMerge',
          contactId: survivor.id,
          mergeId,
          companies: own('employer', true),
          referrals: own('referred', true),
        };
  // The survivor first: an undo it refuses (deleted or merged away since) leaves everything as it is.
  const survivorEvents = records.decider.decide(undo as never, survivor.state);
  appends.add(merge.type, merged.id, merged.version, records.decider.decide(restore as never, merged.state));
  appends.add(merge.type, survivor.id, survivor.version, survivorEvents);
  await undoLinkedRecordMoves(db, merge.type, moves, mergedRef, survivorRef, appends);
  await store.appendMany(appends.toAppends());

  const undone = survivorEvents.find((event) => event.type.endsWith('MergeUndone'));
  const kept = (undone?.data as { kept?: string[] } | undefined)?.kept ?? [];
  return {
    mergeId,
    restored: { _id: merged.id, name: merged.name },
    kept: kept.map((field) => records.labels[field] ?? field),
  };
}

/** The companies of these ids that still exist, with their names as they are now. */
async function liveCompanies(db: Kysely<ReadModelDatabase>, ids: string[]): Promise<CompanyRef[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('companies').select(['id', 'company_name']).where('id', 'in', ids).execute();
  const names = new Map(rows.map((row) => [row.id, row.company_name]));
  return ids.filter((id) => names.has(id)).map((id) => ({ companyId: id, companyName: names.get(id)! }));
}
