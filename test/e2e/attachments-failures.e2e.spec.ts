import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Attachment, ErrorBody } from '@dealbook/contracts';
import { FILE_STORE, type FileStore } from '../../api/src/infra/files/file-store.port.js';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dealbook-attachments-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir, UPLOAD_MAX_BYTES: '1024' } });
  token = (await app.signIn('user')).token;
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function uploadForm(bytes: Buffer, fileName: string, claimedType: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: claimedType }), fileName);
  return form;
}

async function upload(form: FormData | string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.baseUrl}/api/attachment`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as ErrorBody & Attachment };
}

async function count(): Promise<number> {
  const response = await fetch(`${app.baseUrl}/api/attachments/count`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as number;
}

/** Every file the local store holds (bytes and metadata). */
async function storedFiles(): Promise<string[]> {
  return readdir(join(dataDir, 'files', 'attachments')).catch(() => []);
}

describe('an upload that cannot complete leaves nothing behind', () => {
  it('answers 413 naming the limit for a file over UPLOAD_MAX_BYTES, recording and storing nothing', async () => {
    const before = await count();
    const { status, json } = await upload(uploadForm(Buffer.alloc(1025, 0x41), 'big.txt', 'text/plain'));
    expect(status).toBe(413);
    expect(json.message).toBe('The file is larger than the upload limit of 1 KB; nothing was saved');
    expect(await count()).toBe(before);
    expect(await storedFiles()).toEqual([]);
    expect((await upload(uploadForm(Buffer.alloc(1024, 0x41), 'fits.txt', 'text/plain'))).status).toBe(201);
  });

  it('records nothing when the file store fails to write', async () => {
    const store = app.app.get<symbol, FileStore>(FILE_STORE);
    vi.spyOn(store, 'put').mockRejectedValueOnce(new Error('bucket unreachable'));
    const before = await count();
    const files = await storedFiles();
    const { status, json } = await upload(uploadForm(Buffer.from('hello'), 'hello.txt', 'text/plain'));
    expect(status).toBe(503);
    expect(json.message).toContain('nothing was recorded');
    expect(await count()).toBe(before);
    expect(await storedFiles()).toEqual(files);
  });

  it('removes the written file when recording the upload fails', async () => {
    const files = await storedFiles();
    const before = await count();
    const appended = vi.spyOn(app.dealbook.persistence.store, 'append').mockRejectedValueOnce(new Error('disk full'));
    const put = vi.spyOn(app.app.get<symbol, FileStore>(FILE_STORE), 'put');
    const { status } = await upload(uploadForm(Buffer.from('hello'), 'hello.txt', 'text/plain'));
    expect(status).toBe(500);
    expect(put).toHaveBeenCalledTimes(1);
    expect(appended).toHaveBeenCalledTimes(1);
    expect(await storedFiles()).toEqual(files);
    expect(await count()).toBe(before);
  });

  it('refuses an upload without a file, with two files, or with bad fields, storing nothing', async () => {
    const files = await storedFiles();
    const before = await count();
    const noFile = new FormData();
    noFile.append('description', 'no file here');
    expect((await upload(noFile)).status).toBe(400);
    expect((await upload('{}', { 'content-type': 'application/json' })).json.message).toContain('multipart/form-data');
    const two = uploadForm(Buffer.from('a'), 'a.txt', 'text/plain');
    two.append('file', new Blob(['b']), 'b.txt');
    expect((await upload(two)).status).toBe(400);
    const badLink = await upload(uploadForm(Buffer.from('a'), 'a.txt', 'text/plain', { companies: 'acme' }));
    expect(badLink.status).toBe(400);
    expect(badLink.json.message).toContain('companies');
    expect((await upload(uploadForm(Buffer.alloc(0), 'empty.txt', 'text/plain'))).status).toBe(400);
    expect(await storedFiles()).toEqual(files);
    expect(await count()).toBe(before);
  });

  it('refuses a link to a record that does not exist, as every other record type does', async () => {
    const files = await storedFiles();
    const before = await count();
    const missing = '0193a000-0000-7000-8000-00000000dead';
    for (const field of ['companies', 'contacts', 'projects', 'events']) {
      const answer = await upload(uploadForm(Buffer.from('a'), 'a.txt', 'text/plain', { [field]: missing }));
      expect(answer.status, field).toBe(400);
      expect(answer.json.details, field).toHaveProperty(field);
      expect(answer.json.message).toContain(missing);
    }
    expect(await storedFiles()).toEqual(files);
    expect(await count()).toBe(before);
  });
});

describe('FILE_STORE=s3', () => {
  let s3: S3TestServer;
  let s3App: TestApp;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    // The app takes credentials from the standard AWS chain; the environment is its first link.
    process.env['AWS_ACCESS_KEY_ID'] = s3.credentials.accessKeyId;
    process.env['AWS_SECRET_ACCESS_KEY'] = s3.credentials.secretAccessKey;
    s3App = await startTestApp({ env: s3.env, shareDatabaseWith: app });
  });
  afterAll(async () => {
    await s3App?.close();
    await s3?.close();
  });

  it('uploads to the bucket and downloads the same bytes through the server', async () => {
    const userToken = (await s3App.signIn('user')).token;
    const created = await fetch(`${s3App.baseUrl}/api/attachment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${userToken}` },
      body: uploadForm(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), 'terms.pdf', 'text/plain'),
    });
    expect(created.status).toBe(201);
    const attachment = (await created.json()) as Attachment;
    expect(attachment.contentType).toBe('application/pdf');
    expect(await s3App.app.get<symbol, FileStore>(FILE_STORE).exists(`attachments/${attachment._id}`)).toBe(true);
    const download = await fetch(`${s3App.baseUrl}/api/attachment/download/${attachment._id}`, {
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).toString('latin1')).toContain('%PDF-1.4');
  });
});
