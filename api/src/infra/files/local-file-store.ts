import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertFileKey, type FileStore, type StoredFile, type StoredFileInfo } from './file-store.port.js';
import { unfinishedWriteMarker } from './local-store-files.js';

/**
 * Files in a folder (DATA_DIR/files by default). A write goes to a temporary name beside the
 * target and is renamed into place, so a reader never sees half a file and a crash leaves only
 * a `.tmp-` file behind. The content type is kept in a small `.meta.json` beside the bytes.
 * What a kill leaves is removed at the next start (sweepLocalFileOrphans, from FilesModule).
 */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer | Readable, info: StoredFileInfo): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}${unfinishedWriteMarker}${randomUUID()}`;
    const metaTemp = `${path}.meta.json${unfinishedWriteMarker}${randomUUID()}`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(temp, body, { flag: 'wx' });
      else await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
      // The metadata is renamed into place too: a kill mid-write leaves a `.tmp-`, never a torn file.
      await writeFile(metaTemp, JSON.stringify({ contentType: info.contentType }), { flag: 'wx' });
      await rename(metaTemp, `${path}.meta.json`);
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      await rm(metaTemp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const path = this.pathOf(key);
    const size = await fileSize(path);
    if (size === undefined) return undefined;
    const meta = await readFile(`${path}.meta.json`, 'utf8').then(
      (text) => JSON.parse(text) as { contentType?: string },
      () => ({ contentType: undefined }),
    );
    return {
      stream: createReadStream(path),
      size,
      contentType: meta.contentType ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(`${path}.meta.json`, { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return (await fileSize(this.pathOf(key))) !== undefined;
  }

  private pathOf(key: string): string {
    assertFileKey(key);
    return join(this.root, key);
  }
}

async function fileSize(path: string): Promise<number | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
