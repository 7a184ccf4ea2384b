import {
  creates,
  deletes,
  edits,
  links,
  unlinks,
  eventTypesOf,
  schemaVersionsOf,
  redactsText,
  withFreeText,
  type EventCatalogue,
  type RedactedTexts,
} from '../event-store/event-catalogue.js';
import type { DomainEvent } from '../event-store/domain-event.js';
import type { RecordRef } from '../links/linkable.js';
import type { NoteFields } from './note.js';

export type NoteAdded = DomainEvent<'NoteAdded', { noteId: string; authorId: string | null; fields: NoteFields }>;
export type NoteEdited = DomainEvent<
  'NoteEdited',
  { noteId: string; changes: { [K in keyof NoteFields]?: { from: NoteFields[K]; to: NoteFields[K] } } }
>;
export type NoteLinked = DomainEvent<'NoteLinked', { noteId: string; to: RecordRef }>;
export type NoteUnlinked = DomainEvent<'NoteUnlinked', { noteId: string; from: RecordRef }>;
export type NoteDeleted = DomainEvent<'NoteDeleted', { noteId: string }>;

/** Its free text redacted (issue 37): every text field as it now reads, sealed with the record's next key. */
export type NoteTextRedacted = DomainEvent<'NoteTextRedacted', { noteId: string } & RedactedTexts>;

export type NoteEvent = NoteAdded | NoteEdited | NoteLinked | NoteUnlinked | NoteDeleted | NoteTextRedacted;
export type NoteEventType = NoteEvent['type'];

/**
 * The note event catalogue (DESIGN §3): each type's schema version, what it does to the
 * record and the fields it moves — read by the write path, the socket push and the history.
 */
export const NoteEvents = {
  NoteAdded: withFreeText(creates(), 'fields.subject', 'fields.content'),
  NoteEdited: withFreeText(edits(), 'changes.subject', 'changes.content'),
  NoteLinked: links(),
  NoteUnlinked: unlinks(),
  NoteDeleted: deletes(),
  NoteTextRedacted: redactsText(['subject', 'content']),
} satisfies EventCatalogue<NoteEvent>;

/** Current schema version of each note event type (upcasters lift older ones on read). */
export const NoteEventSchemaVersions = schemaVersionsOf<NoteEvent>(NoteEvents);
export const NoteEventTypes = eventTypesOf(NoteEvents);
