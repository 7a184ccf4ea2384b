import { Controller, Delete, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ContactEvent } from '@dealbook/contracts';
import { Roles } from '../auth/access-rule.decorator.js';
import type { CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { CommandContext, type CommandContextValue } from '../common/http/command-context.decorator.js';
import { ExpectedVersion } from '../common/http/if-match.js';
import { textAnswer, type RecordAnswer } from '../common/http/record-answer.js';
import { uuidParam } from '../common/http/uuid-param.pipe.js';
import { ResponseDoc } from '../openapi/response-doc.decorator.js';
import { AddContactReferralCommand } from './add-contact-referral.handler.js';
import { LinkContactToCompanyCommand } from './link-contact-to-company.handler.js';
import { RemoveContactReferralCommand } from './remove-contact-referral.handler.js';
import { UnlinkContactFromCompanyCommand } from './unlink-contact-from-company.handler.js';

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
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

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
    return this.run(command, 'Contact linked to company');
  }

  @Delete('companies/:companyId')
  unlinkCompany(
    @Param('id', uuidParam) id: string,
    @Param('companyId', uuidParam) companyId: string,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    const command = new UnlinkContactFromCompanyCommand(id, companyId, context, expectedVersion);
    return this.run(command, 'Contact unlinked from company');
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
    return this.run(command, 'Referral added');
  }

  @Delete('referrals/:companyId')
  removeReferral(
    @Param('id', uuidParam) id: string,
    @Param('companyId', uuidParam) companyId: string,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    const command = new RemoveContactReferralCommand(id, companyId, context, expectedVersion);
    return this.run(command, 'Referral removed');
  }

  private async run(
    command:
      | LinkContactToCompanyCommand
      | UnlinkContactFromCompanyCommand
      | AddContactReferralCommand
      | RemoveContactReferralCommand,
    message: string,
  ): Promise<RecordAnswer<string>> {
    const outcome: CommandOutcome<ContactEvent> = await this.commandBus.execute(command);
    return textAnswer(message, outcome.version);
  }
}
