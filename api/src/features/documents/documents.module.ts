import { Module } from '@nestjs/common';
import { CallerReportController } from './caller-report.controller.js';
import { ProjectDocumentsController } from './project-documents.controller.js';

/** Generated downloads: purchaser lists, the project communications report and caller reports. */
@Module({ controllers: [ProjectDocumentsController, CallerReportController] })
export class DocumentsModule {}
