import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { signupBodySchema } from '@dealbook/contracts';
import { Public } from '../../kernel/http/access-rule.decorator.js';
import { CredentialsService } from '../../platform/auth/credentials.service.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { userDecider } from '../../platform/accounts/user.decider.js';
import type { DirectoryDatabase } from './directory-tables.js';
import { redeemSignupToken, signupTokenSchema } from './signup-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { newId } from '../../kernel/ids.js';

export const invalidSignupLink =
  'This sign-up link is unknown, already used or expired. Ask an admin for a new invitation.';

/** The built-in directory's sign-up link: an invited user chooses a password and becomes active. */
@Controller('signup')
export class SignupController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<DirectoryDatabase>,
    @Inject(Commands) private readonly commands: Commands,
    @Inject(CredentialsService) private readonly credentials: CredentialsService,
  ) {}

  @Post(':token')
  @Public()
  @HttpCode(204)
  @ResponseDoc({ errors: [404] })
  async signUp(
    @Param('token', new ZodValidationPipe(signupTokenSchema, 'token')) token: string,
    @Body(new ZodValidationPipe(signupBodySchema)) body: z.output<typeof signupBodySchema>,
  ): Promise<void> {
    const userId = await redeemSignupToken(this.db, token);
    if (!userId) throw new DomainError('not_found', invalidSignupLink);
    // The invited user is the actor of their own activation.
    await this.commands.execute(userDecider, {
      command: { type: 'ActivateInvitedUser', userId },
      metadata: { actorId: userId, correlationId: newId() },
    });
    await this.credentials.setPassword(userId, body.password);
  }
}
