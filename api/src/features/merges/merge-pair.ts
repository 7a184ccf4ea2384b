import {
  MaxMergeMoves,
  type EventStore,
  type MergeableType,
  type MergeMove,
  type MergePreview,
  type NamedRef,
} from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import type { CompanyState } from '../companies/company.decider.js';
import type { ContactState } from '../contacts/contact.decider.js';
import { companyMergeBlockers, contactMergeBlockers } from './merge-blockers.js';
import { fieldChoices } from './merge-field-choices.js';
import { countMoves, findLinkedRecordMoves } from './linked-record-moves.js';
import { loadRecord, mergeableRecordsOf, requireLive, type LoadedRecord } from './mergeable-records.js';
import type { MoveRow } from './merge-move-kinds.js';

/** The two records of a merge as their streams hold them, what would move and what stands in the way. */
export interface MergePair {
  type: MergeableType;
  survivor: LoadedRecord<unknown>;
  merged: LoadedRecord<unknown>;
  linked: { kind: MergeMove['kind']; row: MoveRow }[];
  /** A contact's own companies and referrals, which move on the two contacts' streams. */
  ownLinks: MergeMove[];
  blockers: string[];
}

export const namedRef = (record: LoadedRecord<unknown>): NamedRef => ({ id: record.id, name: record.name });

/** Reads both records (404 for either unknown, 409 for one merged away already) and everything the merge would move. */
export async function readMergePair(
  store: EventStore,
  db: Kysely<ReadModelDatabase>,
  type: MergeableType,
  survivorId: string,
  mergedId: string,
  maxMoves = MaxMergeMoves,
): Promise<MergePair> {
  const records = mergeableRecordsOf(type);
  const [survivor, merged] = await Promise.all([
    loadRecord(store, records, survivorId),
    loadRecord(store, records, mergedId),
  ]);
  requireLive(records, survivor);
  requireLive(records, merged);
  const linked = await findLinkedRecordMoves(db, type, namedRef(merged), namedRef(survivor), maxMoves + 1);
  const tooMany =
    linked.length > maxMoves
      ? [
          `${merged.name} has more than ${maxMoves.toLocaleString('en-GB')} linked records: a merge moves at most that many at once`,
        ]
      : [];
  if (type === 'company') {
    const blockers = await companyMergeBlockers(
      db,
      survivor as LoadedRecord<CompanyState>,
      merged as LoadedRecord<CompanyState>,
    );
    return { type, survivor, merged, linked, ownLinks: [], blockers: [...tooMany, ...blockers] };
  }
  const contactSurvivor = survivor as LoadedRecord<ContactState>;
  const contactMerged = merged as LoadedRecord<ContactState>;
  const has = (links: { companyId: string }[], id: string) => links.some((link) => link.companyId === id);
  const ownLinks: MergeMove[] = [
    ...contactMerged.state.companies.map((link) => ({
      kind: 'employer' as const,
      id: link.companyId,
      alreadyLinked: has(contactSurvivor.state.companies, link.companyId),
    })),
    ...contactMerged.state.referrals.map((link) => ({
      kind: 'referred' as const,
      id: link.companyId,
      alreadyLinked: has(contactSurvivor.state.referrals, link.companyId),
    })),
  ];
  const blockers = [...tooMany, ...contactMergeBlockers(contactSurvivor, contactMerged)];
  return { type, survivor, merged, linked, ownLinks, blockers };
}

/** The preview the merge screen shows: both records, the field choices, what moves and what blocks. */
export async function previewOf(db: Kysely<ReadModelDatabase>, pair: MergePair): Promise<MergePreview> {
  const records = mergeableRecordsOf(pair.type);
  const summary = (record: LoadedRecord<unknown>) => ({
    _id: record.id,
    name: record.name,
    detail: records.detailOf(record.state),
    version: record.version,
    createdAt: record.createdAt,
  });
  return {
    type: pair.type,
    survivor: summary(pair.survivor),
    merged: summary(pair.merged),
    fields: await fieldChoices(db, records, pair.survivor, pair.merged),
    moves: countMoves([...pair.linked, ...pair.ownLinks]),
    blockers: pair.blockers,
  };
}
