import { Module } from '@nestjs/common';
import { CancelImportHandler } from './cancel-import.handler.js';
import { ImportFileInterceptor } from './import-file.interceptor.js';
import { ImportRunner } from './import-runner.service.js';
import { ImportTempFiles } from './import-temp-files.js';
import { ImportsController } from './imports.controller.js';
import { MapImportHandler } from './map-import.handler.js';
import { StartImportWorkHandler } from './start-import-work.handler.js';
import { UploadImportHandler } from './upload-import.handler.js';

/** Data upload (issue 16): spreadsheets of companies, contacts and projects imported in batches. */
@Module({
  controllers: [ImportsController],
  providers: [
    UploadImportHandler,
    MapImportHandler,
    StartImportWorkHandler,
    CancelImportHandler,
    ImportRunner,
    ImportTempFiles,
    ImportFileInterceptor,
  ],
})
export class ImportsModule {}
