import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from './file-store.port.js';
import { newId } from '../../kernel/ids.js';

export interface FileStoreUnderTest {
  store: FileStore;
  close(): Promise<void>;
}

const newKey = () => `attachments/${newId()}`;

/** What every FileStore adapter must do; each adapter's spec runs it against its own store. */
export function fileStoreContract(name: string, open: () => Promise<FileStoreUnderTest>): void {
  describe(`FileStore contract: ${name}`, () => {
    let subject: FileStoreUnderTest;
    beforeAll(async () => {
      subject = await open();
    });
    afterAll(async () => {
      await subject?.close();
    });

    it('stores a buffer and gives back the same bytes, size and content type', async () => {
      const key = newKey();
      const bytes = Buffer.from('%PDF-1.7 quarterly figures\n');
      await subject.store.put(key, bytes, { contentType: 'application/pdf', size: bytes.length });
      const file = await subject.store.get(key);
      expect(file).toMatchObject({ size: bytes.length, contentType: 'application/pdf' });
      expect(Buffer.concat(await file!.stream.toArray())).toEqual(bytes);
      expect(await subject.store.exists(key)).toBe(true);
    });

    it('stores a stream', async () => {
      const key = newKey();
      const body = 'line one\nline two\n';
      await subject.store.put(key, Readable.from([Buffer.from(body)]), {
        contentType: 'text/plain',
        size: Buffer.byteLength(body),
      });
      expect(await text((await subject.store.get(key))!.stream)).toBe(body);
    });

    it('answers undefined and false for a key that holds nothing', async () => {
      const key = newKey();
      expect(await subject.store.get(key)).toBeUndefined();
      expect(await subject.store.exists(key)).toBe(false);
    });

    it('deletes a file, and deleting again is no error', async () => {
      const key = newKey();
      await subject.store.put(key, Buffer.from('x'), { contentType: 'text/plain', size: 1 });
      await subject.store.delete(key);
      expect(await subject.store.exists(key)).toBe(false);
      await expect(subject.store.delete(key)).resolves.toBeUndefined();
    });

    it('replaces a file written again under the same key', async () => {
      const key = newKey();
      await subject.store.put(key, Buffer.from('first'), { contentType: 'text/plain', size: 5 });
      await subject.store.put(key, Buffer.from('second'), { contentType: 'text/plain', size: 6 });
      expect(await text((await subject.store.get(key))!.stream)).toBe('second');
    });

    it('leaves nothing under the key when the stream being written fails', async () => {
      const key = newKey();
      const failing = new Readable({
        read() {
          this.push(Buffer.from('partial'));
          this.destroy(new Error('connection reset'));
        },
      });
      await expect(subject.store.put(key, failing, { contentType: 'text/plain', size: 100 })).rejects.toThrow();
      expect(await subject.store.exists(key)).toBe(false);
    });

    it('refuses keys it did not make (no path climbing)', async () => {
      for (const key of ['../etc/passwd', 'attachments/../../x', '/abs', 'Attachments/ABC', 'a b']) {
        await expect(subject.store.put(key, Buffer.from('x'), { contentType: 'text/plain', size: 1 })).rejects.toThrow(
          /Not a file store key/,
        );
        await expect(subject.store.get(key)).rejects.toThrow(/Not a file store key/);
      }
    });
  });
}
