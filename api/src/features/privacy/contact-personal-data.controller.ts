import { Controller, Get, Inject, Param, type StreamableFile } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { SessionUser } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { HeavyWork } from '../../kernel/heavy-work/heavy-work.decorator.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { contactDecider } from '../contacts/contact.decider.js';
import { HistoryService } from '../history/history.service.js';
import { gatherContactPersonalData } from './contact-personal-data.js';
import { PersonalDataArchives, ZipContentType } from './personal-data-archive.js';
import { contactPersonalDataPdf } from './personal-data-pdf.js';

/**
 * Subject access (UK GDPR Art. 15, issue 37): everything the firm holds about a contact as one
 * archive — `personal-data.json` for machines, `personal-data.pdf` to read, and their files.
 * Administrators only: it gathers what no narrower role may read. The export is recorded on the
 * contact's history (who asked, when), without its content.
 */
@Controller('contact')
@Roles('admin')
export class ContactPersonalDataController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(HistoryService) private readonly history: HistoryService,
    @Inject(Commands) private readonly commands: Commands,
    @Inject(PersonalDataArchives) private readonly archives: PersonalDataArchives,
  ) {}

  @Get(':id/personal-data')
  @ResponseDoc({ file: [ZipContentType], headers: ['Content-Disposition'], errors: [404] })
  @HeavyWork('fileRender')
  async export(
    @Param('id', uuidParam) id: string,
    @CurrentUser() user: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<StreamableFile> {
    const gathered = await gatherContactPersonalData({ db: this.db, history: this.history }, id, user);
    return this.archives.answer(gathered, {
      record: () =>
        this.commands.execute(contactDecider, {
          command: { type: 'RecordContactPersonalDataExport', contactId: id },
          metadata: context,
        }),
      pdf: contactPersonalDataPdf,
    });
  }
}
