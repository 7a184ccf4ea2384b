import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { FILE_STORE, type FileStore } from './file-store.port.js';
import { LocalFileStore } from './local-file-store.js';
import { S3FileStore } from './s3-file-store.js';

/** The configured file store (FILE_STORE: local folder or S3-compatible), app-wide. */
export function createFileStore(config: AppConfig['fileStore']): FileStore {
  return config.kind === 's3'
    ? new S3FileStore({
        bucket: config.bucket,
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
      })
    : new LocalFileStore(config.dir);
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
export class FilesModule implements OnApplicationShutdown {
  constructor(@Inject(FILE_STORE) private readonly store: FileStore) {}

  onApplicationShutdown(): void {
    if (this.store instanceof S3FileStore) this.store.close();
  }
}
