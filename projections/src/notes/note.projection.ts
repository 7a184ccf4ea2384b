import {
  changedValues,
  NoteEventTypes,
  NoteEvents,
  NoteLinkTypes,
  linkListField,
  type NoteEvent,
} from '@dealbook/contracts';
import { defineProjection, type ProjectedEvent } from '../runner/projection.js';
import {
  deleteChildDoc,
  insertChildDoc,
  linkChildDoc,
  mergeChildDoc,
  stampOf,
  unlinkChildDoc,
} from '../shared/child-doc.js';

const emptyLinks = Object.fromEntries(NoteLinkTypes.map((type) => [linkListField[type], []]));

export const noteProjection = defineProjection<NoteEvent>({
  name: 'notes',
  eventTypes: NoteEventTypes,
  tables: ['notes'],
  async apply(db, event) {
    const stamp = stampOf(event.data.noteId, event);
    switch (event.type) {
      case 'NoteAdded':
        return insertChildDoc(db, 'notes', stamp, {
          ...event.data.fields,
          ...emptyLinks,
          authorId: event.data.authorId,
        });
      case 'NoteEdited':
      case 'NoteTextRedacted':
        return mergeChildDoc(db, 'notes', stamp, changedValues(NoteEvents, event));
      case 'NoteLinked':
        return linkChildDoc(db, 'notes', stamp, event.data.to);
      case 'NoteUnlinked':
        return unlinkChildDoc(db, 'notes', stamp, event.data.from);
      case 'NoteDeleted':
        return deleteChildDoc(db, 'notes', event.data.noteId);
      default: {
        const unexpected: never = event;
        throw new Error(`notes projection got ${(unexpected as ProjectedEvent).type}`);
      }
    }
  },
});
