import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { ProjectWithPurchasers } from '@dealbook/contracts';
import { findProjectPurchasesAtStage, findProjectRefs, type ReadModelDatabase } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { projectWithPurchasersSchema } from '@dealbook/contracts';

/**
 * GET /api/project/getProjectFromIdAndPurchaserStatus/{id}/{status} (spec §7.6): a project with
 * those of its potential purchasers at one stage. Beside the projects feature's own `project`
 * routes; its path has more segments, so the two never clash.
 */
@Controller('project')
@Roles('user')
export class ProjectPurchasersController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>) {}

  /** `status` is a stage matched in any case; 'all' gives every purchaser. */
  @Get('getProjectFromIdAndPurchaserStatus/:id/:status')
  @ResponseDoc({ errors: [404], body: projectWithPurchasersSchema })
  async withPurchasers(
    @Param('id', uuidParam) id: string,
    @Param('status') status: string,
  ): Promise<ProjectWithPurchasers> {
    if (status.trim() === '' || status.length > 100) {
      throw new DomainError('validation', "status must be a stage (up to 100 characters) or 'all'", {
        status: "a stage or 'all'",
      });
    }
    const project = (await findProjectRefs(this.db, [id])).get(id);
    if (!project) throw notFound('Project', id);
    return {
      _id: project.id,
      reference: project.reference,
      projectName: project.projectName,
      isDeal: project.isDeal,
      client: { _id: project.clientId, companyName: project.clientName },
      purchaserStatus: status,
      purchases: await findProjectPurchasesAtStage(this.db, id, status),
    };
  }
}
