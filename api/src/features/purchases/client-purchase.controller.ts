import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  clientApprovalItemSchema,
  clientDecisionBodySchema,
  type ClientApprovalItem,
  type ClientDecisionBody,
  type SessionUser,
} from '@dealbook/contracts';
import { findPurchaseReviews, type ReadModelDatabase } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { clientScopeOf } from '../client-portal/client-scope.js';
import { notFound } from '../../kernel/errors/domain-error.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { commandTime } from '../../kernel/event-sourcing/execute-command.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { purchaseDecider } from './purchase.decider.js';

/**
 * POST /api/client/purchase/{purchaseId}/decision (issue 14): the client approves or rejects a
 * potential purchaser the firm submitted to them. A purchase the client may not see (another
 * client's project, or one never submitted) is 404 exactly as one that does not exist; the answer
 * carries only what the client may read (no comments of the firm, priority, stage or calls).
 */
@Controller('client/purchase')
@Roles('client')
export class ClientPurchaseController {
  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  @Post(':purchaseId/decision')
  @HttpCode(200)
  @ResponseDoc({ errors: [404, 409], body: clientApprovalItemSchema })
  async decide(
    @Param('purchaseId', uuidParam) purchaseId: string,
    @Body(new ZodValidationPipe(clientDecisionBodySchema)) body: ClientDecisionBody,
    @CurrentUser() user: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<ClientApprovalItem> {
    const [scope, reviews] = await Promise.all([
      clientScopeOf(this.db, user),
      findPurchaseReviews(this.db, [purchaseId]),
    ]);
    const purchase = reviews.get(purchaseId);
    const project = purchase && scope.projects.find((p) => p.id === purchase.projectId);
    if (!purchase || !project || purchase.review.state === 'notSubmitted') throw notFound('Purchase', purchaseId);
    const outcome = await this.commands.execute(purchaseDecider, {
      command: {
        type: 'DecidePurchaseApproval',
        purchaseId,
        decision: body.decision,
        comment: body.comment,
        at: commandTime(context).toISOString(),
      },
      metadata: context,
    });
    const decided = outcome.events.find((event) => event.type === 'PurchaseApprovalDecided');
    return {
      kind: 'purchaser',
      _id: purchaseId,
      project: { _id: project.id, projectName: project.projectName },
      title: purchase.companyName,
      review: decided?.data.to ?? purchase.review,
      file: null,
    };
  }
}
