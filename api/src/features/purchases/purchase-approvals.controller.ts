import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  submitPurchasersAnswerSchema,
  submitPurchasersBodySchema,
  type SubmitPurchasersAnswer,
  type SubmitPurchasersBody,
} from '@dealbook/contracts';
import { findProjectPurchaseReviews, findProjectRefs, type ReadModelDatabase } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { commandTime } from '../../kernel/event-sourcing/execute-command.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { purchaseDecider } from './purchase.decider.js';
import { planSubmission, sectorOf } from './purchaser-submission.js';

/**
 * POST /api/project/{id}/purchasers/approval (issue 14): the deal team submits potential
 * purchasers of a project to the client for approval. Each purchaser is its own command on its own
 * stream; one that moved on meanwhile (another submission got in first) is reported as skipped.
 */
@Controller('project')
@Roles('user')
export class PurchaseApprovalsController {
  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  @Post(':id/purchasers/approval')
  @HttpCode(200)
  @ResponseDoc({ errors: [404], body: submitPurchasersAnswerSchema })
  async submit(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(submitPurchasersBodySchema)) body: SubmitPurchasersBody,
    @CommandContext() context: CommandContextValue,
  ): Promise<SubmitPurchasersAnswer> {
    if (!(await findProjectRefs(this.db, [id])).has(id)) throw notFound('Project', id);
    const plan = planSubmission(await findProjectPurchaseReviews(this.db, id), body);
    const answer: SubmitPurchasersAnswer = { submitted: [], skipped: plan.skipped };
    for (const purchase of plan.submit) {
      const sector = body.shareSector ? sectorOf(purchase.industryType) : null;
      try {
        await this.commands.execute(purchaseDecider, {
          command: {
            type: 'SubmitPurchaseForApproval',
            purchaseId: purchase.id,
            note: body.note,
            sector,
            at: commandTime(context).toISOString(),
          },
          metadata: context,
        });
        answer.submitted.push(purchase.id);
      } catch (error) {
        if (!(error instanceof DomainError) || error.code === 'validation') throw error;
        answer.skipped.push({ _id: purchase.id, companyName: purchase.companyName, reason: error.message });
      }
    }
    return answer;
  }
}
