import { Controller, Delete, HttpCode, Inject, Param, Post } from '@nestjs/common';
import type { ContactEvent } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import type { CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { ExpectedVersion } from '../../kernel/http/if-match.js';
import { textAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { addCompanyLink } from './add-company-link.js';
import { contactDecider } from './contact.decider.js';

/**
 * Additive link routes (beside PUT's whole lists), so that two people adding employees to a
 * company at once do not overwrite each other: POST adds one link (a no-op when it exists),
 * DELETE ends one (404 when there is none). Both answer text and the contact's new ETag;
 * If-Match is optional.
 */
@Controller('contact/:id')
@Roles('user')
@ResponseDoc({ headers: ['ETag'], errors: [404, 409] })
export class ContactLinksController {
  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  @Post('companies/:companyId')
  @HttpCode(200)
  @ResponseDoc({ text: true })
  linkCompany(
    @Param('id', uuidParam) id: string,
    @Param('companyId', uuidParam) companyId: string,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    const outcome = addCompanyLink(this.deps, 'LinkContactToCompany', id, companyId, context, expectedVersion);
    return this.answer(outcome, 'Contact linked to company');
  }

  @Delete('companies/:companyId')
  unlinkCompany(
    @Param('id', uuidParam) id: string,
    @Param('companyId', uuidParam) companyId: string,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    const outcome = this.commands.execute(contactDecider, {
      command: { type: 'UnlinkContactFromCompany', contactId: id, companyId },
      metadata: context,
      expectedVersion,
    });
    return this.answer(outcome, 'Contact unlinked from company');
  }

  @Post('referrals/:companyId')
  @HttpCode(200)
  @ResponseDoc({ text: true })
  addReferral(
    @Param('id', uuidParam) id: string,
    @Param('companyId', uuidParam) companyId: string,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    const outcome = addCompanyLink(this.deps, 'AddContactReferral', id, companyId, context, expectedVersion);
    return this.answer(outcome, 'Referral added');
  }

  @Delete('referrals/:companyId')
  removeReferral(
    @Param('id', uuidParam) id: string,
    @Param('companyId', uuidParam) companyId: string,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    const outcome = this.commands.execute(contactDecider, {
      command: { type: 'RemoveContactReferral', contactId: id, companyId },
      metadata: context,
      expectedVersion,
    });
    return this.answer(outcome, 'Referral removed');
  }

  private get deps() {
    return { db: this.db, commands: this.commands };
  }

  private async answer(outcome: Promise<CommandOutcome<ContactEvent>>, message: string): Promise<RecordAnswer<string>> {
    return textAnswer(message, (await outcome).version);
  }
}
