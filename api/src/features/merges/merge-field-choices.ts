import type { MergeFieldChoice, MergeSide } from '@dealbook/contracts';
import { findPeople, valueWords, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { DomainError } from '../../kernel/errors/domain-error.js';
import type { LoadedRecord, MergeableRecords } from './mergeable-records.js';

/** Fields that hold the firm's people (user ids): shown by their names. */
const peopleFields = new Set(['blueboxContacts']);

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  value === false ||
  (Array.isArray(value) && value.length === 0);

/** A field the type does not merge is a 400 naming it, before anything is read or merged. */
export function requireKnownFields<State>(records: MergeableRecords<State>, fields: Record<string, MergeSide>): void {
  const known = new Set(records.fieldNames);
  const unknown = Object.keys(fields).filter((field) => !known.has(field));
  if (unknown.length === 0) return;
  const details = Object.fromEntries(
    unknown.map((field) => [`fields.${field}`, `${field} is not a field of a ${records.type}`]),
  );
  throw new DomainError(
    'validation',
    `fields: ${unknown.join(', ')} ${unknown.length === 1 ? 'is not a field' : 'are not fields'} of a ${records.type}`,
    details,
  );
}

/** The merged record's values for the fields the person chose it for. */
export function chosenValues<State>(
  records: MergeableRecords<State>,
  fields: Record<string, MergeSide>,
  merged: LoadedRecord<State>,
): Record<string, unknown> {
  // In form order, so the survivor's change and its history line list them as the form does.
  return Object.fromEntries(
    records.fieldNames.filter((field) => fields[field] === 'merged').map((field) => [field, merged.fields[field]]),
  );
}

/** Every field the type merges, in form order, with both values in words and the side suggested. */
export async function fieldChoices<State>(
  db: Kysely<ReadModelDatabase>,
  records: MergeableRecords<State>,
  survivor: LoadedRecord<State>,
  merged: LoadedRecord<State>,
): Promise<MergeFieldChoice[]> {
  const userIds = [...peopleFields].flatMap((field) => [survivor.fields[field], merged.fields[field]].flat());
  const people = await findPeople(
    db,
    userIds.filter((id): id is string => typeof id === 'string'),
  );
  // An empty value reads as the record pages show it; valueWords' "nothing" is for sentences.
  const words = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
      return '—';
    }
    if (peopleFields.has(field) && Array.isArray(value)) {
      return value.map((id) => people.get(String(id))?.fullName ?? 'a former user').join(', ');
    }
    return valueWords(records.type, field, value);
  };
  return records.fieldNames.map((field) => {
    const survivorValue = survivor.fields[field];
    const mergedValue = merged.fields[field];
    const survivorText = words(field, survivorValue);
    const mergedText = words(field, mergedValue);
    return {
      field,
      label: records.labels[field] ?? field,
      survivorText,
      mergedText,
      differs: JSON.stringify(survivorValue) !== JSON.stringify(mergedValue),
      suggested: isEmpty(survivorValue) && !isEmpty(mergedValue) ? 'merged' : 'survivor',
    };
  });
}
