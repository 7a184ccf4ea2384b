import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startS3TestServer } from '../../../../test/support/s3-test-server.js';
import { fileStoreContract } from './file-store.contract.js';
import { LocalFileStore } from './local-file-store.js';
import { S3FileStore } from './s3-file-store.js';

fileStoreContract('local folder', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'dealbook-files-'));
  return { store: new LocalFileStore(dir), close: () => rm(dir, { recursive: true, force: true }) };
});

fileStoreContract('S3 (s3rver)', async () => {
  const server = await startS3TestServer();
  const store = new S3FileStore({
    bucket: server.bucket,
    region: 'eu-west-2',
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: server.credentials,
  });
  return {
    store,
    close: async () => {
      store.close();
      await server.close();
    },
  };
});

describe('LocalFileStore', () => {
  it('writes through a temporary name, leaving only the file and its metadata', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dealbook-files-'));
    try {
      const store = new LocalFileStore(dir);
      await store.put('attachments/0193a000-0000-7000-8000-000000000001', Buffer.from('hello'), {
        contentType: 'text/plain',
        size: 5,
      });
      expect((await readdir(join(dir, 'attachments'))).sort()).toEqual([
        '0193a000-0000-7000-8000-000000000001',
        '0193a000-0000-7000-8000-000000000001.meta.json',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
