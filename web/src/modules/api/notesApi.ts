import type { CreateNoteBody, Note, UpdateNoteBody } from '@dealbook/contracts';
import { getList, sendForText, sendJson, type ListResult } from './httpClient.js';

const notePath = (id: string) => `/api/note/${encodeURIComponent(id)}`;

export function searchNotes(query: string, signal?: AbortSignal): Promise<ListResult<Note>> {
  return getList<Note>(`/api/notes/search?${query}`, { signal });
}

export function createNote(body: CreateNoteBody): Promise<Note> {
  return sendJson<Note>('/api/note', { method: 'POST', body });
}

export function updateNote(id: string, version: number, changes: UpdateNoteBody): Promise<string> {
  return sendForText(notePath(id), { method: 'PUT', body: changes, ifMatch: version });
}

export function deleteNote(id: string, version: number): Promise<string> {
  return sendForText(notePath(id), { method: 'DELETE', ifMatch: version });
}
