import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  invitationBodySchema,
  type DirectoryUser,
  type InvitationResult,
  type OutboxMail,
  type SessionUser,
} from '@dealbook/contracts';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { readOutbox, type Mailer } from '../../infra/mail/mailer.js';
import type { DirectoryDatabase } from './directory-tables.js';
import { DIRECTORY, MAILER, type Directory } from './directory.port.js';
import { directoryUserSchema, invitationResultSchema, outboxMailSchema } from '@dealbook/contracts';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';

export const outboxOnlyBuiltIn = 'The outbox exists only with the built-in directory and no SMTP_URL';

/** The directory calls of spec §7.2, for the admin screens; whichever directory is configured. */
@Controller('directory')
@Roles('admin')
export class DirectoryController {
  constructor(
    @Inject(DIRECTORY) private readonly directory: Directory,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(DATABASE) private readonly db: Kysely<DirectoryDatabase>,
  ) {}

  @Get('guests')
  @ResponseDoc({ body: z.object({ value: z.array(directoryUserSchema) }), errors: [502] })
  async guests(): Promise<{ value: DirectoryUser[] }> {
    return { value: await this.directory.listGuests() };
  }

  @Post('invitations')
  @HttpCode(201)
  @ResponseDoc({ body: invitationResultSchema, errors: [409, 502] })
  invite(
    @Body(new ZodValidationPipe(invitationBodySchema)) body: z.output<typeof invitationBodySchema>,
    @CurrentUser() user: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<InvitationResult> {
    return this.directory.invite(body, { user, context });
  }

  @Delete('users/:id')
  @HttpCode(204)
  @ResponseDoc({ errors: [502] })
  async remove(
    @Param('id', uuidParam) id: string,
    @CurrentUser() user: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<void> {
    await this.directory.deleteUser(id, { user, context });
  }

  /** Newest first. */
  @Get('outbox')
  @ResponseDoc({ body: z.array(outboxMailSchema), errors: [404] })
  outbox(): Promise<OutboxMail[]> {
    if (this.directory.kind !== 'built-in' || !this.mailer.usesOutbox) {
      throw new DomainError('not_found', outboxOnlyBuiltIn);
    }
    return readOutbox(this.db);
  }
}
