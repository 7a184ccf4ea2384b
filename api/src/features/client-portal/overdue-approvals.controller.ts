import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { overdueApprovalSchema, type OverdueApproval } from '@dealbook/contracts';
import {
  findOverdueDocumentApprovals,
  findOverduePurchaserApprovals,
  findProjectClientIds,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import { notFound } from '../../kernel/errors/domain-error.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';

export interface OverdueApprovals {
  /** CLIENT_APPROVAL_DUE_DAYS: how long a client may take before an item is listed here. */
  dueDays: number;
  overdue: OverdueApproval[];
}
const overdueApprovalsSchema = z.object({ dueDays: z.number().int(), overdue: z.array(overdueApprovalSchema) });

/**
 * Items waiting for a client longer than the firm allows (issue 14): on a project's page for its
 * team, and across the firm on the manager dashboard. Longest waiting first.
 */
@Controller()
export class OverdueApprovalsController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('project/:id/approvals/overdue')
  @Roles('user')
  @ResponseDoc({ body: overdueApprovalsSchema })
  async ofProject(@Param('id', uuidParam) projectId: string): Promise<OverdueApprovals> {
    if (!(await findProjectClientIds(this.db, [projectId])).has(projectId)) throw notFound('Project', projectId);
    return this.find(projectId);
  }

  @Get('approvals/overdue')
  @Roles('manager')
  @ResponseDoc({ body: overdueApprovalsSchema })
  firm(): Promise<OverdueApprovals> {
    return this.find(undefined);
  }

  private async find(projectId: string | undefined): Promise<OverdueApprovals> {
    const options = { now: new Date(), dueDays: this.config.clientApprovalDueDays, projectId };
    const [purchasers, documents] = await Promise.all([
      findOverduePurchaserApprovals(this.db, options),
      findOverdueDocumentApprovals(this.db, options),
    ]);
    const overdue = [...purchasers, ...documents].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
    return { dueDays: options.dueDays, overdue };
  }
}
