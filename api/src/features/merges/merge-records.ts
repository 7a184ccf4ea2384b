import {
  WrongExpectedVersion,
  type CompanyRef,
  type EventStore,
  type MergeableType,
  type MergeOutcome,
  type ParsedMergeBody,
} from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { DomainError } from '../../kernel/errors/domain-error.js';
import type { CommandMetadata } from '../../kernel/event-sourcing/execute-command.js';
import { newId } from '../../kernel/ids.js';
import type { ContactState } from '../contacts/contact.decider.js';
import { countMoves, moveLinkedRecords } from './linked-record-moves.js';
import { MergeAppends } from './merge-appends.js';
import { chosenValues, requireKnownFields } from './merge-field-choices.js';
import { namedRef, readMergePair, type MergePair } from './merge-pair.js';
import { mergeableRecordsOf, type LoadedRecord } from './mergeable-records.js';

/** How often a merge is read and decided again when a linked record moved on meanwhile. */
const MergeAttempts = 3;

type MergeIo = { store: EventStore; db: Kysely<ReadModelDatabase> };

/**
 * Merges two companies or two contacts (issue 32): the survivor takes the chosen values, every
 * link of the merged record moves to it on the linked record's own stream, and the merged record
 * is closed — all appended in one transaction at the versions read, so it happens whole or not at all.
 *
 * A record moved on between the reads and the append (someone linked a task meanwhile): the merge
 * is read and decided again, as a command that named no version is; the two records' versions
 * the person saw on the preview, when sent, are never overridden that way.
 */
export async function mergeRecords(
  io: MergeIo,
  type: MergeableType,
  body: ParsedMergeBody,
  metadata: CommandMetadata,
): Promise<MergeOutcome> {
  requireKnownFields(mergeableRecordsOf(type), body.fields);
  const seen = new Set([body.survivor, body.merged].map((id) => `${type}-${id}`));
  for (let attempt = 1; ; attempt++) {
    try {
      return await merge(io, type, body, metadata);
    } catch (error) {
      const retry =
        error instanceof WrongExpectedVersion &&
        attempt < MergeAttempts &&
        !(body.versions && seen.has(error.streamId));
      if (!retry) throw error;
    }
  }
}

async function merge(
  { store, db }: MergeIo,
  type: MergeableType,
  body: ParsedMergeBody,
  metadata: CommandMetadata,
): Promise<MergeOutcome> {
  const records = mergeableRecordsOf(type);
  const pair = await readMergePair(store, db, type, body.survivor, body.merged);
  const values = chosenValues(records, body.fields, pair.merged);
  requireSeenVersions(pair, body.versions);
  if (pair.blockers.length > 0) throw new DomainError('conflict', pair.blockers.join('; '));

  const mergeId = newId();
  const survivor = namedRef(pair.survivor);
  const merged = namedRef(pair.merged);
  const appends = new MergeAppends(metadata, {
    kind: 'merge',
    id: mergeId,
    label: `Merge of ${merged.name} into ${survivor.name}`,
  });
  const moves = [...moveLinkedRecords(type, pair.linked, merged, survivor, appends), ...pair.ownLinks];
  const moved = countMoves(moves);
  const survivorEvents = records.decider.decide(
    (type === 'company'
      ? { type: 'MergeCompany', companyId: survivor.id, merged, mergeId, values, moved }
      : {
          type: 'MergeContact',
          contactId: survivor.id,
          merged,
          mergeId,
          values,
          moved,
          ...ownLinksOf(pair.merged as LoadedRecord<ContactState>),
        }) as never,
    pair.survivor.state,
  );
  const mergedEvents = records.decider.decide(
    (type === 'company'
      ? { type: 'CloseMergedCompany', companyId: merged.id, into: survivor, mergeId, moves }
      : { type: 'CloseMergedContact', contactId: merged.id, into: survivor, mergeId, moves }) as never,
    pair.merged.state,
  );
  appends.add(type, survivor.id, pair.survivor.version, survivorEvents);
  appends.add(type, merged.id, pair.merged.version, mergedEvents);
  await store.appendMany(appends.toAppends());
  return {
    mergeId,
    survivor: { _id: survivor.id, name: survivor.name, version: pair.survivor.version + survivorEvents.length },
    merged: { _id: merged.id, name: merged.name },
    moved,
  };
}

/** The versions the person saw on the preview: a record changed since is a 409, not a merge of values unseen. */
function requireSeenVersions(pair: MergePair, versions: ParsedMergeBody['versions']): void {
  if (!versions) return;
  for (const side of ['survivor', 'merged'] as const) {
    const record = pair[side];
    if (versions[side] !== record.version) {
      throw new WrongExpectedVersion(`${pair.type}-${record.id}`, versions[side], record.version);
    }
  }
}

/** A contact's companies and referrals, which the survivor joins. */
function ownLinksOf(merged: LoadedRecord<ContactState>): { companies: CompanyRef[]; referrals: CompanyRef[] } {
  return { companies: merged.state.companies, referrals: merged.state.referrals };
}
