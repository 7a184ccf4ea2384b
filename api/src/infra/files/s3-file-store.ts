import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { assertFileKey, type FileStore, type StoredFile, type StoredFileInfo } from './file-store.port.js';

export interface S3FileStoreOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle?: boolean;
  /** Only tests pass credentials; the app leaves them to the standard AWS chain (env, profile, role). */
  credentials?: S3ClientConfig['credentials'];
}

/**
 * Files in an S3-compatible bucket. The browser never talks to the bucket and never sees a
 * credential (DESIGN §9): uploads and downloads pass through the server. A PUT is atomic in S3,
 * so a failed write leaves no object behind.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3FileStoreOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? false,
      // Plain signed uploads: the default aws-chunked checksum trailer is not understood by
      // every S3-compatible store.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
  }

  async put(key: string, body: Buffer | Readable, info: StoredFileInfo): Promise<void> {
    assertFileKey(key);
    // A source stream that fails mid-way must abort the request, or S3 waits for the rest.
    const abort = new AbortController();
    let failure: unknown;
    const onError = (error: unknown) => {
      failure = error;
      abort.abort(error);
    };
    if (!Buffer.isBuffer(body)) body.once('error', onError);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body,
          ContentType: info.contentType,
          ContentLength: info.size,
        }),
        { abortSignal: abort.signal },
      );
    } catch (error) {
      throw failure ?? error;
    } finally {
      if (!Buffer.isBuffer(body)) body.off('error', onError);
    }
  }

  async get(key: string): Promise<StoredFile | undefined> {
    assertFileKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error('The S3 client answered without a Node stream');
      return {
        stream: answer.Body,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertFileKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertFileKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}
