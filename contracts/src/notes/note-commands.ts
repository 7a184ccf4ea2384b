import type { RedactText } from '../event-store/personal-data.js';
import type { RecordRef } from '../links/linkable.js';
import type { NoteFields, NoteLinkType } from './note.js';

/** Who is acting: the author edits their note; a manager or above may also delete it. */
export interface NoteActor {
  id: string;
  isManager: boolean;
}

export interface AddNote {
  type: 'AddNote';
  noteId: string;
  authorId: string | null;
  fields: NoteFields;
  links: RecordRef[];
  /** Linked records the handler found do not exist. */
  unknownLinks: RecordRef[];
}

export interface EditNote {
  type: 'EditNote';
  noteId: string;
  actor: NoteActor;
  changes: Partial<NoteFields>;
  links: Partial<Record<NoteLinkType, string[]>>;
  unknownLinks: RecordRef[];
}

export interface DeleteNote {
  type: 'DeleteNote';
  noteId: string;
  actor: NoteActor;
}

export type NoteCommand = AddNote | EditNote | DeleteNote | RedactText<'noteId'>;
