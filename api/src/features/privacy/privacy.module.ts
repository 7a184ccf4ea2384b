import { Module } from '@nestjs/common';
import { FilesModule } from '../../infra/files/files.module.js';
import { HistoryModule } from '../history/history.module.js';
import { ContactPersonalDataController } from './contact-personal-data.controller.js';

/** A person's data (issue 37): the subject access export. */
@Module({ imports: [FilesModule, HistoryModule], controllers: [ContactPersonalDataController] })
export class PrivacyModule {}
