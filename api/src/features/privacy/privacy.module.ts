import { Module } from '@nestjs/common';
import { FilesModule } from '../../infra/files/files.module.js';
import { HistoryModule } from '../history/history.module.js';
import { ContactPersonalDataController } from './contact-personal-data.controller.js';
import { PersonalDataArchives } from './personal-data-archive.js';
import { UserPersonalDataController } from './user-personal-data.controller.js';

/** A person's data (issue 37): the subject access export of a contact or a staff account. */
@Module({
  imports: [FilesModule, HistoryModule],
  controllers: [ContactPersonalDataController, UserPersonalDataController],
  providers: [PersonalDataArchives],
})
export class PrivacyModule {}
