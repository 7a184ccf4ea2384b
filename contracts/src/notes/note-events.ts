import {
  creates,
  deletes,
  edits,
  links,
  unlinks,
  eventTypesOf,
  schemaVersionsOf,
  type EventCatalogue,
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

export type NoteEvent = NoteAdded | NoteEdited | NoteLinked | NoteUnlinked | NoteDeleted;
export type NoteEventType = NoteEvent['type'];

/**
 * The note event catalogue (DESIGN §3): each type's schema version, what it does to the
 * record and the fields it moves — read by the write path, the socket push and the history.
 */
export const NoteEvents = {
  NoteAdded: creates(),
  NoteEdited: edits(),
  NoteLinked: links(),
  NoteUnlinked: unlinks(),
  NoteDeleted: deletes(),
} satisfies EventCatalogue<NoteEvent>;

/** Current schema version of each note event type (upcasters lift older ones on read). */
export const NoteEventSchemaVersions = schemaVersionsOf<NoteEvent>(NoteEvents);
export const NoteEventTypes = eventTypesOf(NoteEvents);
