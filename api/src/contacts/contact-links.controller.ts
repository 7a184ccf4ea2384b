import { Controller, Delete, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ContactEvent } from '@dealbook/contracts';
import { Roles } from '../auth/access-rule.decorator.js';
import { Commands } from '../common/event-sourcing/commands.js';
import type { CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { CommandContext, type CommandContextValue } from '../common/http/command-context.decorator.js';
import { ExpectedVersion } from '../common/http/if-match.js';
import { textAnswer, type RecordAnswer } from '../common/http/record-answer.js';
import { uuidParam } from '../common/http/uuid-param.pipe.js';
import { ResponseDoc } from '../openapi/response-doc.decorator.js';
import { AddContactReferralCommand } from './add-contact-referral.handler.js';
import { LinkContactToCompanyCommand } from './link-contact-to-company.handler.js';
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
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(Commands) private readonly commands: Commands,
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
    const command = new LinkContactToCompanyCommand(id, companyId, context, expectedVersion);
    return this.answer(this.commandBus.execute(command), 'Contact linked to company');
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
    const command = new AddContactReferralCommand(id, companyId, context, expectedVersion);
    return this.answer(this.commandBus.execute(command), 'Referral added');
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

  private async answer(outcome: Promise<CommandOutcome<ContactEvent>>, message: string): Promise<RecordAnswer<string>> {
    return textAnswer(message, (await outcome).version);
  }
}
