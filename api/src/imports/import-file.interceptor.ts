import { Inject, Injectable } from '@nestjs/common';
import multer from 'multer';
import { tmpdir } from 'node:os';
import { SingleFileInterceptor } from '../attachments/upload-file.interceptor.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

/**
 * A spreadsheet to import (up to IMPORT_MAX_BYTES, a million rows), written to a temporary file
 * as it arrives rather than held in memory; the handler moves it to the file store and removes it.
 */
@Injectable()
export class ImportFileInterceptor extends SingleFileInterceptor {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config.importMaxBytes, multer.diskStorage({ destination: tmpdir() }));
  }
}
