import { Module } from '@nestjs/common';
import { ImportFileInterceptor } from './import-file.interceptor.js';
import { ImportRunner } from './import-runner.service.js';
import { ImportTempFiles } from './import-temp-files.js';
import { ImportsController } from './imports.controller.js';

/** Data upload (issue 16): spreadsheets of companies, contacts and projects imported in batches. */
@Module({
  controllers: [ImportsController],
  providers: [ImportRunner, ImportTempFiles, ImportFileInterceptor],
  // The erasure of a person (privacy) stops the work on an import whose file it deletes.
  exports: [ImportRunner],
})
export class ImportsModule {}
