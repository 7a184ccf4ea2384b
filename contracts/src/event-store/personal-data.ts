/**
 * A part of an event's payload that is about a person (issue 37, UK GDPR Art. 17). The event
 * stores write it sealed with that person's own key, outside the payload's clear fields; erasing
 * the person shreds the key, and from then on every read of the log — a rebuild, the history, a
 * replay as of any instant — finds the part as `erased`. The rest of the event stays readable:
 * the deal history that may lawfully stay.
 */
export interface PersonalPart {
  /** Where it sits in the payload: a key (`fields`), or keys joined by dots (`merged.name`). */
  readonly path: string;
  /**
   * Whose data it is, as their stream id, read from the event's payload (typed by the part's
   * maker); the event's own stream when left out. Undefined when this payload's part is nobody's
   * (a recently viewed company, where a contact would be someone's).
   */
  readonly subject?: (data: never) => string | undefined;
  /**
   * What it reads as once its person is erased, valid for the event's type at every schema
   * version its upcasters start from.
   */
  readonly erased: unknown;
}

/** How an erased person is named wherever their name stood. */
export const ErasedPersonName = 'Erased person';

/** How free text reads once redacted: wherever a rotated-away key sealed it (issue 37). */
export const RedactedText = '[redacted]';

/**
 * Redact a record's free text (issue 37): the fields replaced, by name, with the text that stays.
 * The same command for every record type that has free text, under that type's id field.
 */
export type RedactText<IdField extends string> = { type: 'RedactText'; texts: Record<string, string> } & Record<
  IdField,
  string
>;
