import { listRoom, type CreateNoteBody, type Note, type UpdateNoteBody } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { createNote, deleteNote, updateNote } from '../../api/notesApi.js';
import { useRecordMutation } from '../../records/hooks/useRecordMutation.js';
import { noteQueries } from './noteQueries.js';
import { useRooms } from '../../realtime/hooks/useRooms.js';

/** The notes of one §5 query (e.g. `companies=<id>`), newest first, live. */
export function useNoteList(query: string) {
  useRooms([listRoom('note')]);
  return useQuery(noteQueries.search(query));
}

/** Create, edit and delete a note; afterwards what its push would make stale is refreshed. */
export function useNoteMutations() {
  return {
    create: useRecordMutation({
      type: 'note',
      mutationFn: (body: CreateNoteBody) => createNote(body),
      idOf: (_, created) => created?._id,
    }),
    update: useRecordMutation({
      type: 'note',
      mutationFn: ({ note, changes }: { note: Note; changes: UpdateNoteBody }) =>
        updateNote(note._id, note.version, changes),
      idOf: ({ note }) => note._id,
    }),
    remove: useRecordMutation({
      type: 'note',
      mutationFn: (note: Note) => deleteNote(note._id, note.version),
      idOf: (note) => note._id,
      deletes: true,
    }),
  };
}
