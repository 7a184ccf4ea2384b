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

export const NoteEventSchemaVersions: Record<NoteEventType, number> = {
  NoteAdded: 1,
  NoteEdited: 1,
  NoteLinked: 1,
  NoteUnlinked: 1,
  NoteDeleted: 1,
};
export const NoteEventTypes = Object.keys(NoteEventSchemaVersions) as NoteEventType[];
