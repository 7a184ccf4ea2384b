import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

/** s3rver ships CommonJS without types; this is the part of it the tests use. */
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** s3rver accepts these fixed credentials (it checks signatures). */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The environment that points the app's FILE_STORE at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-protocol server in this process, on a free loopback port, with one empty bucket. */
export async function startS3TestServer(bucket = 'dealbook-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'dealbook-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    bucket,
    credentials,
    env: {
      FILE_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
