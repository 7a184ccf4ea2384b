import { DomainError, notFound } from '../errors/domain-error.js';

/** What a decider's state holds of a record with free text. */
interface RecordWithText {
  exists: boolean;
  deleted: boolean;
  fields: object | null;
}

/**
 * A redaction's texts (issue 37): every one of the record's free-text `fields` as it will read,
 * the `replaced` ones given, the others as they are. The event carries them all because the key
 * rotation that follows leaves every earlier copy of every text field reading as redacted.
 */
export function redactedTexts(
  state: RecordWithText,
  noun: string,
  id: string,
  fields: readonly string[],
  replaced: Record<string, string>,
): Record<string, string> {
  if (!state.exists || state.deleted || !state.fields) throw notFound(noun, id);
  for (const field of Object.keys(replaced)) {
    if (!fields.includes(field))
      throw new DomainError('validation', `${field} is not free text of a ${noun.toLowerCase()}`, {
        [field]: `only ${fields.join(', ')} may be redacted`,
      });
  }
  const current = state.fields as Record<string, unknown>;
  return Object.fromEntries(
    fields.map((field) => [field, replaced[field] ?? (typeof current[field] === 'string' ? current[field] : '')]),
  );
}
