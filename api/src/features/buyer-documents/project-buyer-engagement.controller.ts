import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { buyerEngagementSchema, type BuyerEngagement } from '@dealbook/contracts';
import { findBuyerEngagement, findProjectRefs, type ReadModelDatabase } from '@dealbook/projections';
import { DATABASE } from '../../kernel/database-tokens.js';
import { notFound } from '../../kernel/errors/domain-error.js';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';

/** A project's buyer engagement (issue 38): the firm's staff only, as the links it sums up. */
@Controller('project')
@Roles('user')
export class ProjectBuyerEngagementController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>) {}

  @Get(':id/buyer-engagement')
  @ResponseDoc({ errors: [404], body: z.array(buyerEngagementSchema) })
  async engagement(@Param('id', uuidParam) id: string): Promise<BuyerEngagement[]> {
    if (!(await findProjectRefs(this.db, [id])).has(id)) throw notFound('Project', id);
    return findBuyerEngagement(this.db, id);
  }
}
