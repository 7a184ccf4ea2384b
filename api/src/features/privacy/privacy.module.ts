import { Module } from '@nestjs/common';
import { FilesModule } from '../../infra/files/files.module.js';
import { HistoryModule } from '../history/history.module.js';
import { ContactErasureController } from './contact-erasure.controller.js';
import { ContactPersonalDataController } from './contact-personal-data.controller.js';
import { ErasureList } from './erasure-list.js';
import { ErasureReapplier } from './erasure-reapplier.service.js';

/** A person's data (issue 37): the subject access export and the erasure. */
@Module({
  imports: [FilesModule, HistoryModule],
  controllers: [ContactPersonalDataController, ContactErasureController],
  providers: [ErasureList, ErasureReapplier],
})
export class PrivacyModule {}
