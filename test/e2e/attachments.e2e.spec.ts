import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment, ErrorBody, HistoryEntry } from '@dealbook/contracts';
import { FILE_STORE, type FileStore } from '../../api/src/infra/files/file-store.port.js';
import type { Call } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let dataDir: string;
let call: Call;

/** A company and an event to attach files to: links to records that do not exist are refused. */
let company: string;
let event: string;
const missingId = '0193a000-0000-7000-8000-00000000dead';
/** The first bytes of a PNG: enough for the type to be sniffed. */
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
  Buffer.alloc(64, 7),
]);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dealbook-attachments-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir } });
  call = app.as('user').call;
  company = await create('/api/company', { companyName: 'Attachments Ltd' });
  event = await create('/api/event', {
    description: 'Board breakfast',
    eventType: 1,
    eventDate: '2026-11-01T08:00:00Z',
  });
});

async function create(path: string, body: unknown): Promise<string> {
  const response = await call<{ _id: string }>(path, { method: 'POST', body });
  expect(response.status).toBe(201);
  return response.json._id;
}
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function uploadForm(
  bytes: Buffer,
  fileName: string,
  claimedType: string,
  fields: Record<string, string | string[]> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  form.append('file', new Blob([new Uint8Array(bytes)], { type: claimedType }), fileName);
  return form;
}

async function upload(form: FormData) {
  return call('/api/attachment', { method: 'POST', body: form });
}

describe('upload and download', () => {
  it('sniffs the type from the bytes, cleans the name, and gives the same bytes back', async () => {
    const created = await upload(
      uploadForm(png, '../../etc/board<pack>.png', 'text/html', { description: 'Board pack', companies: company }),
    );
    expect(created.status).toBe(201);
    const attachment = created.json as Attachment;
    expect(attachment).toMatchObject({
      fileName: 'board_pack_.png',
      contentType: 'image/png',
      size: png.length,
      description: 'Board pack',
      companies: [company],
      uploadedBy: app.users.user._id,
      uploadedByName: 'User Tester',
      version: 1,
    });
    expect(attachment).not.toHaveProperty('storageKey');
    expect(created.headers.get('etag')).toBe('"1"');
    expect(created.headers.get('location')).toBe(`/api/attachment/${attachment._id}`);

    const download = await call(`/api/attachment/download/${attachment._id}`);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(png)).toBe(true);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="board_pack_.png"; filename*=UTF-8''board_pack_.png`,
    );
    expect(await app.app.get<symbol, FileStore>(FILE_STORE).exists(`attachments/${attachment._id}`)).toBe(true);
  });

  it('labels UTF-8 text as text/plain and anything unknown as application/octet-stream', async () => {
    const text = await upload(uploadForm(Buffer.from('Prévisions: £1m\n'), 'Prévisions été.txt', 'application/pdf'));
    expect(text.json).toMatchObject({ contentType: 'text/plain', fileName: 'Prévisions été.txt' });
    const download = await call(`/api/attachment/download/${(text.json as Attachment)._id}`);
    expect(download.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''Pr%C3%A9visions%20%C3%A9t%C3%A9.txt`,
    );
    const binary = await upload(uploadForm(Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x80]), 'blob.bin', 'image/png'));
    expect((binary.json as Attachment).contentType).toBe('application/octet-stream');
  });

  it('refuses downloads to clients and external callers, and to anybody signed out', async () => {
    const { json } = await upload(uploadForm(png, 'private.png', 'image/png'));
    const id = (json as Attachment)._id;
    for (const role of ['client', 'external'] as const) {
      const other = (await app.signIn(role)).token;
      expect((await app.asToken(other).call(`/api/attachment/download/${id}`)).status).toBe(403);
      expect((await app.asToken(other).call(`/api/attachment/${id}`)).status).toBe(403);
    }
    expect((await app.anonymous().get(`/api/attachment/download/${id}`)).status).toBe(401);
  });

  it('answers 404 for an unknown attachment and 400 for a malformed id', async () => {
    expect((await call(`/api/attachment/download/${missingId}`)).status).toBe(404);
    expect((await call(`/api/attachment/${missingId}`)).status).toBe(404);
    expect((await call('/api/attachment/download/not-an-id')).status).toBe(400);
  });
});

describe('the §7.8 attachment routes', () => {
  let attachment: Attachment;

  beforeAll(async () => {
    const created = await upload(uploadForm(Buffer.from('minutes'), 'minutes.txt', 'text/plain', { events: event }));
    attachment = created.json as Attachment;
  });

  it('lists, searches by parent, lists by ids and counts', async () => {
    const list = await call('/api/attachments?limit=2');
    expect(list.status).toBe(200);
    expect((list.json as Attachment[]).length).toBe(2);
    const total = Number(list.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(4);
    expect((await call('/api/attachments/count')).json).toBe(total);

    const forEvent = await call(`/api/attachments/search?events=${event}`);
    expect((forEvent.json as Attachment[]).map((a) => a._id)).toEqual([attachment._id]);
    const byName = await call('/api/attachments/search?fileName=MINUTES');
    expect((byName.json as Attachment[]).map((a) => a._id)).toEqual([attachment._id]);

    const byIds = await call(`/api/attachments/listByIds/${attachment._id},${missingId}`);
    expect((byIds.json as Attachment[]).map((a) => a._id)).toEqual([attachment._id]);
    expect((await call('/api/attachments/listByIds/nope')).status).toBe(400);
    expect((await call('/api/attachments/search?colour=red')).status).toBe(400);
    expect((await call('/api/attachments?sort=-size')).status).toBe(200);
    expect((await call('/api/attachments?sort=secret')).status).toBe(400);
  });

  it('renames, describes and relinks with If-Match, answering text; a stale version is a 409', async () => {
    const put = await call(`/api/attachment/${attachment._id}`, {
      method: 'PUT',
      headers: { 'if-match': '"1"' },
      body: {
        fileName: 'minutes/final?.txt',
        description: 'Signed off',
        events: [],
        companies: [company],
      },
    });
    expect(put.status).toBe(200);
    expect(put.headers.get('content-type')).toContain('text/plain');
    expect(put.text).toBe('Attachment updated');
    const now = (await call(`/api/attachment/${attachment._id}`)).json as Attachment;
    expect(now).toMatchObject({ fileName: 'final_.txt', description: 'Signed off', events: [], companies: [company] });
    expect((await call(`/api/attachments/search?events=${event}`)).json).toEqual([]);

    const stale = await call(`/api/attachment/${attachment._id}`, {
      method: 'PUT',
      headers: { 'if-match': '"1"' },
      body: { description: 'Lost update' },
    });
    expect(stale.status).toBe(409);
    expect((stale.json as ErrorBody).currentVersion).toBe(now.version);

    const history = (await call(`/api/history/attachment/${attachment._id}`)).json as HistoryEntry[];
    expect(history.map((h) => h.type)).toEqual([
      'AttachmentUploaded',
      'AttachmentRenamed',
      'AttachmentDescriptionChanged',
      'AttachmentLinked',
      'AttachmentUnlinked',
    ]);
  });

  it('refuses a bad PUT body with 400, changing nothing', async () => {
    for (const body of [{ fileName: '' }, { companies: ['x'] }, { colour: 'red' }, { _id: missingId }]) {
      const bad = await call(`/api/attachment/${attachment._id}`, {
        method: 'PUT',
        body: body,
      });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect(((await call(`/api/attachment/${attachment._id}`)).json as Attachment).description).toBe('Signed off');
  });

  it('deletes with If-Match, then removes the stored file', async () => {
    const current = (await call(`/api/attachment/${attachment._id}`)).json as Attachment;
    const stale = await call(`/api/attachment/${attachment._id}`, { method: 'DELETE', headers: { 'if-match': '"1"' } });
    expect(stale.status).toBe(409);
    const store = app.app.get<symbol, FileStore>(FILE_STORE);
    expect(await store.exists(`attachments/${attachment._id}`)).toBe(true);

    const removed = await call(`/api/attachment/${attachment._id}`, {
      method: 'DELETE',
      headers: { 'if-match': `"${current.version}"` },
    });
    expect(removed.status).toBe(200);
    expect(removed.text).toBe('Attachment deleted');
    expect(await store.exists(`attachments/${attachment._id}`)).toBe(false);
    expect((await call(`/api/attachment/${attachment._id}`)).status).toBe(404);
    expect((await call(`/api/attachment/download/${attachment._id}`)).status).toBe(404);
    expect((await call(`/api/attachment/${attachment._id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
