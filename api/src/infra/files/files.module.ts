import { Global, Inject, Logger, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import { FILE_STORE, type FileStore } from './file-store.port.js';
import { LocalFileStore } from './local-file-store.js';
import type { S3FileStore } from './s3-file-store.js';
import { sweepLocalFileOrphans } from './sweep-local-file-orphans.js';

/**
 * The configured file store (FILE_STORE: local folder or S3-compatible), app-wide. The S3 client
 * is loaded only when S3 is configured: the AWS SDK is some 25 MB of resident memory that a
 * server keeping its files on disk would carry for nothing.
 */
export async function createFileStore(config: AppConfig['fileStore']): Promise<FileStore> {
  if (config.kind !== 's3') return new LocalFileStore(config.dir);
  const { S3FileStore } = await import('./s3-file-store.js');
  return new S3FileStore({
    bucket: config.bucket,
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
  });
}

@Global()
@Module({
  providers: [
    {
      provide: FILE_STORE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createFileStore(config.fileStore),
    },
  ],
  exports: [FILE_STORE],
})
export class FilesModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(FILE_STORE) private readonly store: FileStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Before the first request: an upload cut short by a kill must not leave files behind for ever. */
  async onModuleInit(): Promise<void> {
    const { fileStore } = this.config;
    if (fileStore.kind !== 'local') return;
    const removed = await sweepLocalFileOrphans(fileStore.dir);
    if (removed.length > 0) {
      new Logger('Files').warn(`Removed ${removed.length} leftover(s) of interrupted uploads: ${removed.join(', ')}`);
    }
  }

  onApplicationShutdown(): void {
    if (this.config.fileStore.kind === 's3') (this.store as S3FileStore).close();
  }
}
