import { mentionedRecordType, type PersonalMentionAnswer } from '@dealbook/contracts';

/** The record types whose free text has its own redaction (POST /api/{type}/{id}/redact). */
export const RedactableTypes = [
  'note',
  'communication',
  'task',
  'project',
  'purchase',
  'attachment',
  'event',
  'payment',
  'company',
] as const;

export const isRedactable = (mention: PersonalMentionAnswer): boolean =>
  (RedactableTypes as readonly string[]).includes(mention.recordType);

/** "Task “Send the teaser”", or "Note" where the record's name is only its type. */
export function mentionedRecord({ recordType, recordName }: PersonalMentionAnswer): string {
  const type = mentionedRecordType(recordType);
  return recordName.trim() === '' || recordName === type ? type : `${type} “${recordName}”`;
}

const escaped = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text with each of `terms` (the person's name, its parts and their e-mail, 3 characters or
 * more) replaced by "[redacted]" where it stands as a word, whatever its letter case: what a
 * redaction suggests, for the administrator to check ("Annual" keeps its "Ann").
 */
export function suggestRedaction(text: string, terms: readonly string[]): string {
  const usable = [...new Set(terms.map((term) => term.trim()).filter((term) => term.length >= 3))].sort(
    (a, b) => b.length - a.length,
  );
  if (usable.length === 0) return text;
  return text.replace(
    new RegExp(`(?<![\\p{L}\\p{N}])(?:${usable.map(escaped).join('|')})(?![\\p{L}\\p{N}])`, 'giu'),
    '[redacted]',
  );
}
