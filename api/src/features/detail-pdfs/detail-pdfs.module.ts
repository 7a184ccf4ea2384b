import { Module } from '@nestjs/common';
import { DetailPdfsController } from './detail-pdfs.controller.js';

/** The PDFs of the company, contact, project and event pages. */
@Module({ controllers: [DetailPdfsController] })
export class DetailPdfsModule {}
