import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, HistoryEntry, Note } from '@dealbook/contracts';
import { startTestApp, type SignedInUser, type TestApp } from '../support/test-app.js';

let app: TestApp;
let author: SignedInUser;
let colleague: SignedInUser;
let manager: SignedInUser;
let companyId: string;
const missingId = '0193a000-0000-7000-8000-00000000dead';

async function call<T = ErrorBody>(
  who: SignedInUser,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${who.token}`,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('application/json') ? (JSON.parse(text) as T) : undefined;
  return { status: response.status, json: json as T, text, headers: response.headers };
}

const addNote = async (body: Record<string, unknown>, who = author) => {
  const created = await call<Note>(who, '/api/note', { method: 'POST', body });
  expect(created.status, created.text).toBe(201);
  return created.json;
};
const noteCount = async () => (await call<number>(author, '/api/notes/count')).json;

beforeAll(async () => {
  app = await startTestApp();
  author = await app.signIn('user');
  colleague = await app.signIn('admin');
  manager = await app.signIn('manager');
  const company = await call<{ _id: string }>(author, '/api/company', {
    method: 'POST',
    body: { companyName: 'Noted Ltd' },
  });
  companyId = company.json._id;
});
afterAll(async () => {
  await app?.close();
});

describe('notes', () => {
  it('adds a note with its author, times and links; GET answers it with its ETag', async () => {
    const created = await call<Note>(author, '/api/note', {
      method: 'POST',
      body: { content: 'Met the finance director.', companies: [companyId] },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      content: 'Met the finance director.',
      subject: '',
      pinned: false,
      companies: [companyId],
      author: { _id: author.user._id, fullName: 'User Tester' },
    });
    expect(created.json.createdAt).toBe(created.json.updatedAt);
    expect(created.headers.get('location')).toBe(`/api/note/${created.json._id}`);
    const fetched = await call<Note>(author, `/api/note/${created.json._id}`);
    expect(fetched.json).toEqual(created.json);
    expect(fetched.headers.get('etag')).toBe(`"${created.json.version}"`);
  });

  it('lists a parent’s notes newest first, pinned on top, paged and counted', async () => {
    const older = await addNote({ content: 'Older', companies: [companyId] });
    const newer = await addNote({ content: 'Newer', companies: [companyId] });
    const pinned = await addNote({ content: 'Pinned', companies: [companyId], pinned: true });
    await addNote({ content: 'Elsewhere' });

    const list = await call<Note[]>(author, `/api/notes/search?companies=${companyId}&limit=3`);
    expect(list.json.map((note) => note.content)).toEqual([pinned.content, newer.content, older.content]);
    expect(list.headers.get('x-total-count')).toBe('4');
    expect((await call<number>(author, `/api/notes/count?companies=${companyId}`)).json).toBe(4);
    expect((await call<Note[]>(author, '/api/notes/search?content=ELSEWHERE')).json).toHaveLength(1);
    const all = await call<Note[]>(author, '/api/notes?limit=2&offset=0&sort=-createdAt');
    expect(all.json).toHaveLength(2);
    expect(Number(all.headers.get('x-total-count'))).toBeGreaterThanOrEqual(5);
  });

  it('lets the author edit (text answer, If-Match), records the history, and 409s a stale version', async () => {
    const note = await addNote({ content: 'Draft' });
    const put = await call(author, `/api/note/${note._id}`, {
      method: 'PUT',
      body: { content: 'Final', companies: [companyId] },
      headers: { 'if-match': `"${note.version}"` },
    });
    expect(put.status).toBe(200);
    expect(put.text).toBe('Note updated');
    expect(put.headers.get('content-type')).toMatch(/^text\/plain/);
    const stale = await call(author, `/api/note/${note._id}`, {
      method: 'PUT',
      body: { content: 'Lost' },
      headers: { 'if-match': `"${note.version}"` },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.currentVersion).toBe(note.version + 2);
    const after = (await call<Note>(author, `/api/note/${note._id}`)).json;
    expect(after).toMatchObject({ content: 'Final', companies: [companyId] });
    const history = (await call<HistoryEntry[]>(author, `/api/history/note/${note._id}`)).json;
    expect(history.map((entry) => entry.type)).toEqual(['NoteAdded', 'NoteEdited', 'NoteLinked']);
  });

  it('refuses edits by anyone but the author; deletes by the author or a manager', async () => {
    const note = await addNote({ content: 'Mine' });
    const edit = await call(colleague, `/api/note/${note._id}`, { method: 'PUT', body: { content: 'Theirs' } });
    expect(edit.status).toBe(403);
    const other = await addNote({ content: 'Someone else’s' }, colleague);
    expect((await call(author, `/api/note/${other._id}`, { method: 'DELETE' })).status).toBe(403);
    const removed = await call(manager, `/api/note/${other._id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.text).toBe('Note deleted');
    expect((await call(author, `/api/note/${other._id}`)).status).toBe(404);
    expect((await call<Note>(author, `/api/note/${note._id}`)).json.content).toBe('Mine');
  });

  it.each([
    ['no content', {}],
    ['blank content', { content: '  ' }],
    ['content too long', { content: 'x'.repeat(20_001) }],
    ['unknown field', { content: 'x', colour: 'red' }],
    ['bad link', { content: 'x', companies: ['acme'] }],
    ['unknown company', { content: 'x', companies: [missingId] }],
  ])('refuses a note with %s (400) and adds nothing', async (_name, body) => {
    const before = await noteCount();
    const response = await call(author, '/api/note', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(await noteCount()).toBe(before);
  });

  it.each([
    ['GET', '/api/note/nope', 400],
    ['GET', `/api/note/${missingId}`, 404],
    ['DELETE', `/api/note/${missingId}`, 404],
    ['GET', '/api/notes/search?colour=red', 400],
    ['GET', '/api/notes?sort=content', 400],
  ])('%s %s answers %i', async (method, path, status) => {
    expect((await call(author, path, { method })).status).toBe(status);
  });
});
