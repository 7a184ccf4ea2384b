import { listRoom, type CreateNoteBody, type Note, type UpdateNoteBody } from '@dealbook/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createNote, deleteNote, searchNotes, updateNote } from '../../api/notesApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { useRooms } from '../../realtime/hooks/useRooms.js';

/** The notes of one §5 query (e.g. `companies=<id>`), newest first, live. */
export function useNoteList(query: string) {
  useRooms([listRoom('note')]);
  return useQuery({
    queryKey: queryKeys.list('note', 'search', query),
    queryFn: ({ signal }) => searchNotes(query, signal),
  });
}

export function useNoteMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.lists('note') });
  return {
    create: useMutation({ mutationFn: (body: CreateNoteBody) => createNote(body), onSettled: refresh }),
    update: useMutation({
      mutationFn: ({ note, changes }: { note: Note; changes: UpdateNoteBody }) =>
        updateNote(note._id, note.version, changes),
      onSettled: refresh,
    }),
    remove: useMutation({ mutationFn: (note: Note) => deleteNote(note._id, note.version), onSettled: refresh }),
  };
}
