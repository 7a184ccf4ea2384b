import { Module } from '@nestjs/common';
import { FilesModule } from '../../infra/files/files.module.js';
import { HistoryModule } from '../history/history.module.js';
import { ImportsModule } from '../imports/imports.module.js';
import { ContactErasureController } from './contact-erasure.controller.js';
import { ContactEraser } from './contact-eraser.service.js';
import { ContactPersonalDataController } from './contact-personal-data.controller.js';
import { ErasureList } from './erasure-list.js';
import { ErasureReapplier } from './erasure-reapplier.service.js';
import { TextRedactionController } from './text-redaction.controller.js';
import { PersonalDataArchives } from './personal-data-archive.js';
import { UserPersonalDataController } from './user-personal-data.controller.js';

/** A person's data (issue 37): the subject access export of a contact or a staff account, and a contact's erasure. */
@Module({
  imports: [FilesModule, HistoryModule, ImportsModule],
  controllers: [
    ContactPersonalDataController,
    UserPersonalDataController,
    ContactErasureController,
    TextRedactionController,
  ],
  providers: [PersonalDataArchives, ErasureList, ContactEraser, ErasureReapplier],
})
export class PrivacyModule {}
