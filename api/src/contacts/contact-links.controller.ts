import { Controller, Delete, Headers, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { Roles } from '../auth/access-rule.decorator.js';
import { CommandContext, type CommandContextValue } from '../common/http/command-context.decorator.js';
import { etagFor, parseIfMatch } from '../common/http/if-match.js';
import { uuidParam } from '../common/http/uuid-param.pipe.js';
import { ResponseDoc } from '../openapi/response-doc.decorator.js';
import { AddContactReferralCommand } from './add-contact-referral.handler.js';
import type { ContactCommandOutcome } from './execute-contact-command.js';
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
    @Headers('if-match') ifMatch: string | undefined,
    @CommandContext() context: CommandContextValue,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const command = new LinkContactToCompanyCommand(id, companyId, context, parseIfMatch(ifMatch));
    return this.run(command, res, 'Contact linked to company');
  }

  @Delete('companies/:companyId')
  unlinkCompany(
    @Param('id', uuidParam) id: string,
    @Param('companyId', uuidParam) companyId: string,
    @Headers('if-match') ifMatch: string | undefined,
    @CommandContext() context: CommandContextValue,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const command = new UnlinkContactFromCompanyCommand(id, companyId, context, parseIfMatch(ifMatch));
    return this.run(command, res, 'Contact unlinked from company');
  }

  @Post('referrals/:companyId')
  @HttpCode(200)
  @ResponseDoc({ text: true })
  addReferral(
    @Param('id', uuidParam) id: string,
    @Param('companyId', uuidParam) companyId: string,
    @Headers('if-match') ifMatch: string | undefined,
    @CommandContext() context: CommandContextValue,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const command = new AddContactReferralCommand(id, companyId, context, parseIfMatch(ifMatch));
    return this.run(command, res, 'Referral added');
  }

  @Delete('referrals/:companyId')
  removeReferral(
    @Param('id', uuidParam) id: string,
    @Param('companyId', uuidParam) companyId: string,
    @Headers('if-match') ifMatch: string | undefined,
    @CommandContext() context: CommandContextValue,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const command = new RemoveContactReferralCommand(id, companyId, context, parseIfMatch(ifMatch));
    return this.run(command, res, 'Referral removed');
  }

  private async run(
    command:
      | LinkContactToCompanyCommand
      | UnlinkContactFromCompanyCommand
      | AddContactReferralCommand
      | RemoveContactReferralCommand,
    res: Response,
    message: string,
  ): Promise<string> {
    const outcome: ContactCommandOutcome = await this.commandBus.execute(command);
    res.setHeader('ETag', etagFor(outcome.version));
    res.type('text/plain');
    return message;
  }
}
