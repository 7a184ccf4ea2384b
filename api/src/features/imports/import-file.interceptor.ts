import { Inject, Injectable } from '@nestjs/common';
import multer from 'multer';
import { SingleFileInterceptor } from '../attachments/upload-file.interceptor.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import { ImportTempFiles } from './import-temp-files.js';

/**
 * A spreadsheet to import (up to IMPORT_MAX_BYTES, a million rows), written to a temporary file
 * in the imports' own folder (swept at start after a crash) as it arrives rather than held in
 * memory; the controller removes it once the upload is answered.
 */
@Injectable()
export class ImportFileInterceptor extends SingleFileInterceptor {
  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(ImportTempFiles) temp: ImportTempFiles) {
    super(
      config.importMaxBytes,
      multer.diskStorage({
        destination: (_request, _file, done) => {
          temp.ready().then(
            (folder) => done(null, folder),
            (error: Error) => done(error, ''),
          );
        },
      }),
    );
  }
}
