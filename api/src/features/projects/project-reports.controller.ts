import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { ProjectDateReportRow, ProjectProductReportRow } from '@dealbook/contracts';
import {
  findPitches,
  findProjectsByProduct,
  findProjectsCreatedBetween,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { pageAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { parseOwner, parseProjectType, parseServiceOfInterest } from './project-list-query.js';
import { projectDateReportRowSchema, projectProductReportRowSchema } from '@dealbook/contracts';
import {
  isoDateParam,
  ownerParam,
  pageQuery,
  projectList,
  projectTypeParam,
  serviceOfInterestParam,
} from '../../platform/openapi/doc-parameters.js';
import { z } from 'zod';
import { parseDateRange } from '../../kernel/http/path-segments.js';
import { pagingOnly } from '../../kernel/http/list-query.js';

type Query = Record<string, unknown>;

/**
 * The project reports of spec §7.6. `{from}/{to}` are ISO dates or date-times, both ends included
 * (a bare `to` date runs to the end of that day, UTC); rows come oldest first, paged like lists.
 */
@Controller('projects')
@Roles('user')
export class ProjectReportsController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>) {}

  /** Projects created in the range; with `{type}/{owner}`, of that type and that person's. */
  @Get(['byDate/:from/:to', 'byDate/:from/:to/:type/:owner'])
  @ResponseDoc({
    headers: ['X-Total-Count'],
    body: z.array(projectDateReportRowSchema),
    query: pageQuery(projectList),
    params: { from: isoDateParam, to: isoDateParam, type: projectTypeParam, owner: ownerParam },
  })
  async byDate(
    @Param('from') from: string,
    @Param('to') to: string,
    @Query() query: Query,
    @Param('type') type = 'all',
    @Param('owner') owner = 'all',
  ): Promise<RecordAnswer<ProjectDateReportRow[]>> {
    const scope = { type: parseProjectType(type), serviceOfInterest: null };
    const page = await findProjectsCreatedBetween(
      this.db,
      parseDateRange(from, to),
      scope,
      parseOwner(owner),
      pagingOnly(query),
    );
    return pageAnswer(page);
  }

  /** Projects created in the range, of one service or all, flattened for the products report. */
  @Get('byProduct/:from/:to/:serviceOfInterest')
  @ResponseDoc({
    headers: ['X-Total-Count'],
    body: z.array(projectProductReportRowSchema),
    query: pageQuery(projectList),
    params: { from: isoDateParam, to: isoDateParam, serviceOfInterest: serviceOfInterestParam },
  })
  async byProduct(
    @Param('from') from: string,
    @Param('to') to: string,
    @Param('serviceOfInterest') service: string,
    @Query() query: Query,
  ): Promise<RecordAnswer<ProjectProductReportRow[]>> {
    const range = parseDateRange(from, to);
    const page = await findProjectsByProduct(this.db, range, parseServiceOfInterest(service), pagingOnly(query));
    return pageAnswer(page);
  }

  /** Pitches: the projects whose initial meeting falls in the range, earliest first. */
  @Get('getPitches/:from/:to')
  @ResponseDoc({
    headers: ['X-Total-Count'],
    body: z.array(projectDateReportRowSchema),
    query: pageQuery(projectList),
    params: { from: isoDateParam, to: isoDateParam },
  })
  async pitches(
    @Param('from') from: string,
    @Param('to') to: string,
    @Query() query: Query,
  ): Promise<RecordAnswer<ProjectDateReportRow[]>> {
    return pageAnswer(await findPitches(this.db, parseDateRange(from, to), pagingOnly(query)));
  }
}
