import { Body, Controller, Delete, Get, HttpCode, HttpException, Inject, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  buyerDocumentGrantSchema,
  sendBuyerDocumentsAnswerSchema,
  sendBuyerDocumentsBodySchema,
  type BuyerDocumentGrant,
  type SendBuyerDocumentsAnswer,
  type SendBuyerDocumentsBody,
} from '@dealbook/contracts';
import { findBuyerLinksOfPurchase, findPurchaseRefs, type ReadModelDatabase } from '@dealbook/projections';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { notFound } from '../../kernel/errors/domain-error.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import { MAILER } from '../../integrations/directory/directory.port.js';
import { buyerLinkDecider } from './buyer-link.decider.js';
import { sendBuyerDocuments } from './send-buyer-documents.js';

/**
 * A purchaser's buyer documents (issue 38), for the firm's staff: send them to the purchaser's
 * people, list the links with what each recipient did, revoke one. External callers and clients
 * never reach these (Roles user): a link's recipients and their reading are the deal team's.
 */
@Controller('purchase')
@Roles('user')
export class PurchaseDocumentsController {
  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post(':id/documents')
  @HttpCode(201)
  @ResponseDoc({ errors: [400, 404, 409, 502], body: sendBuyerDocumentsAnswerSchema })
  async send(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(sendBuyerDocumentsBodySchema)) body: SendBuyerDocumentsBody,
    @CommandContext() context: CommandContextValue,
    @Req() request: Request,
  ): Promise<SendBuyerDocumentsAnswer> {
    const deps = { db: this.db, commands: this.commands, mailer: this.mailer, brandName: this.config.brandName };
    const answer = await sendBuyerDocuments(deps, id, body, originOf(request), context);
    if (answer.grants.length === 0) {
      // Nothing was made: the mail server's refusal, per recipient, is the whole answer.
      const who = answer.refused.map(({ recipient, reason }) => `${recipient.name} <${recipient.email}>: ${reason}`);
      throw new HttpException(
        { message: `The mail server refused every recipient, so nothing was sent. ${who.join('; ')}` },
        502,
      );
    }
    return answer;
  }

  @Get(':id/documents')
  @ResponseDoc({ errors: [404], body: z.array(buyerDocumentGrantSchema) })
  async list(@Param('id', uuidParam) id: string): Promise<BuyerDocumentGrant[]> {
    await this.requirePurchase(id);
    return findBuyerLinksOfPurchase(this.db, id);
  }

  /** Every link of the purchaser still working, withdrawn at once; the links as they now stand. */
  @Delete(':id/documents')
  @ResponseDoc({ errors: [404], body: z.array(buyerDocumentGrantSchema) })
  async revokeAll(
    @Param('id', uuidParam) id: string,
    @CommandContext() context: CommandContextValue,
  ): Promise<BuyerDocumentGrant[]> {
    await this.requirePurchase(id);
    const active = (await findBuyerLinksOfPurchase(this.db, id)).filter((grant) => grant.state === 'active');
    for (const grant of active) {
      await this.commands.execute(buyerLinkDecider, {
        command: { type: 'RevokeBuyerLink', grantId: grant._id, purchaseId: id },
        metadata: context,
      });
    }
    return findBuyerLinksOfPurchase(this.db, id);
  }

  @Delete(':id/documents/:grantId')
  @ResponseDoc({ errors: [404], body: buyerDocumentGrantSchema })
  async revoke(
    @Param('id', uuidParam) id: string,
    @Param('grantId', uuidParam) grantId: string,
    @CommandContext() context: CommandContextValue,
  ): Promise<BuyerDocumentGrant> {
    await this.requirePurchase(id);
    await this.commands.execute(buyerLinkDecider, {
      command: { type: 'RevokeBuyerLink', grantId, purchaseId: id },
      metadata: context,
    });
    const grant = (await findBuyerLinksOfPurchase(this.db, id)).find((candidate) => candidate._id === grantId);
    if (!grant) throw notFound('Link', grantId);
    return grant;
  }

  private async requirePurchase(id: string): Promise<void> {
    if (!(await findPurchaseRefs(this.db, [id])).has(id)) throw notFound('Purchase', id);
  }
}

/** Where the sender's browser reached the app: the links point there (a proxy's host included). */
function originOf(request: Request): string {
  const origin = request.header('Origin');
  if (origin && URL.canParse(origin)) return origin;
  return `${request.protocol}://${request.get('host') ?? 'localhost'}`;
}
