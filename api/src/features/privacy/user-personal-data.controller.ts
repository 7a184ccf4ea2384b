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
import { userDecider } from '../../platform/accounts/user.decider.js';
import { HistoryService } from '../history/history.service.js';
import { PersonalDataArchives, ZipContentType } from './personal-data-archive.js';
import { gatherUserPersonalData } from './user-personal-data.js';
import { userPersonalDataPdf } from './user-personal-data-pdf.js';

/**
 * Subject access for a staff account (UK GDPR Art. 15, issue 37): everything the firm holds about
 * one of its users — the account, how they sign in (never a secret), their history, and the
 * records that name them by their user id — as the contact's archive is made. Administrators
 * only, as the contact's: users ask an administrator, who also answers for their own account (a
 * narrower role cannot export even itself, since the archive reads records that role may not
 * see). The export is recorded on the user's history (who asked, when), without its content.
 */
@Controller('user')
@Roles('admin')
export class UserPersonalDataController {
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
    const gathered = await gatherUserPersonalData({ db: this.db, history: this.history }, id, user);
    return this.archives.answer(gathered, {
      record: () =>
        this.commands.execute(userDecider, {
          command: { type: 'RecordUserPersonalDataExport', userId: id },
          metadata: context,
        }),
      pdf: userPersonalDataPdf,
    });
  }
}
