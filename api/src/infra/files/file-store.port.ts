import type { Readable } from 'node:stream';

/** What the store keeps beside the bytes. */
export interface StoredFileInfo {
  contentType: string;
  size: number;
}

export interface StoredFile extends StoredFileInfo {
  stream: Readable;
}

/**
 * Where attachment bytes live (DESIGN §8 FILE_STORE). Keys are made by the server from record
 * ids (`attachments/<uuid>`), never from anything a user typed.
 */
export interface FileStore {
  /** Writes the whole file or nothing: a failed write leaves no object under the key. */
  put(key: string, body: Buffer | Readable, info: StoredFileInfo): Promise<void>;
  /** The file's bytes as a stream; undefined when the key holds nothing. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export const FILE_STORE = Symbol('FILE_STORE');

const keyPattern = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** Refuses anything but server-made keys, so no key can climb out of the store's folder. */
export function assertFileKey(key: string): void {
  if (!keyPattern.test(key)) throw new Error(`Not a file store key: ${JSON.stringify(key)}`);
}
