import { Controller, Get, Header, Inject, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Communication, CommunicationSummary, CommunicationTimelinePoint, SessionUser } from '@dealbook/contracts';
import {
  countCommunications,
  findCommunicationsByIds,
  findCommunicationSummary,
  findCommunicationTimeline,
  findPurchaseCommunicationsOfUser,
  parseCommunicationFilter,
  type ReadModelDatabase,
  searchCommunications,
} from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { pageAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { projectsOfCaller } from '../purchases/caller-projects.js';
import { parseCommunicationsLimit, parseTimeZone, rangeOrDefault, requireReadableUser } from './caller-stats-query.js';
import {
  communicationSchema,
  communicationSummarySchema,
  communicationTimelinePointSchema,
  countSchema,
} from '@dealbook/contracts';
import {
  communicationListQuery,
  idListParam,
  isoDateParam,
  topLimitParam,
} from '../../platform/openapi/doc-parameters.js';
import { z } from 'zod';
import { parseIdList } from '../../kernel/http/path-segments.js';
import { parseListQuery } from '../../kernel/http/list-query.js';

type Query = Record<string, unknown>;

/**
 * The communication collection calls of spec §7.9. Lists take the §5 filters (`purchases=<id>`,
 * `projects`, `companies`, `contacts`, `employees`, `createdBy`, `outcome`, `action`, `commsType`,
 * `from`/`to`) and paging, newest first, the total in X-Total-Count.
 * A communication counts for a user (the by-user calls) when they logged it or are among its
 * employees: a call two people made is on both their timelines.
 * External callers search the communications on purchases of their projects and read their own
 * timeline and totals.
 */
@Controller('communications')
@Roles('user')
export class CommunicationsController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>) {}

  @Get()
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(communicationSchema), query: communicationListQuery })
  async list(@Query() query: Query): Promise<RecordAnswer<Communication[]>> {
    const { filter, page } = parseListQuery(query, parseCommunicationFilter);
    return pageAnswer(await searchCommunications(this.db, filter, page));
  }

  /** A bare JSON number; the §5 filters narrow it. */
  @Get('count')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ResponseDoc({ body: countSchema, query: communicationListQuery })
  count(@Query() query: Query): Promise<number> {
    return countCommunications(this.db, parseCommunicationFilter(query));
  }

  @Get('search')
  @Roles('user', 'external')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(communicationSchema), query: communicationListQuery })
  async search(@Query() query: Query, @CurrentUser() user: SessionUser): Promise<RecordAnswer<Communication[]>> {
    const { filter, page } = parseListQuery(query, parseCommunicationFilter);
    const projectIds = await projectsOfCaller(this.db, user);
    return pageAnswer(await searchCommunications(this.db, filter, page, { projectIds }));
  }

  @Get('listByIds/:ids')
  @ResponseDoc({ body: z.array(communicationSchema), params: { ids: idListParam } })
  listByIds(@Param('ids') ids: string): Promise<Communication[]> {
    return findCommunicationsByIds(this.db, parseIdList(ids));
  }

  /** Spec §9 defaults: the last month to the end of today, at most 100, newest first. */
  @Get([
    'getPurchaseCommunicationsByUserId/:userId',
    'getPurchaseCommunicationsByUserId/:userId/:from/:to',
    'getPurchaseCommunicationsByUserId/:userId/:from/:to/:limit',
  ])
  @Roles('user', 'external')
  @ResponseDoc({
    errors: [404],
    body: z.array(communicationSchema),
    params: { from: isoDateParam, to: isoDateParam, limit: topLimitParam },
  })
  async purchaseCommunicationsOfUser(
    @Param('userId', uuidParam) userId: string,
    @CurrentUser() user: SessionUser,
    @Param('from') from?: string,
    @Param('to') to?: string,
    @Param('limit') limit?: string,
  ): Promise<Communication[]> {
    const range = rangeOrDefault(from, to, 1);
    const max = parseCommunicationsLimit(limit);
    await requireReadableUser(this.db, user, userId);
    return findPurchaseCommunicationsOfUser(this.db, userId, range, max);
  }

  /** Per day of `tz` (default UTC), outcome and action: count and share (spec §3.7); default the last 20 years. */
  @Get(['getCommunicationTimelinesById/:userId', 'getCommunicationTimelinesById/:userId/:from/:to'])
  @Roles('user', 'external')
  @ResponseDoc({
    errors: [404],
    body: z.array(communicationTimelinePointSchema),
    params: { from: isoDateParam, to: isoDateParam },
  })
  async timeline(
    @Param('userId', uuidParam) userId: string,
    @CurrentUser() user: SessionUser,
    @Query('tz') tz: unknown,
    @Param('from') from?: string,
    @Param('to') to?: string,
  ): Promise<CommunicationTimelinePoint[]> {
    const range = rangeOrDefault(from, to, 12 * 20);
    const timeZone = parseTimeZone(tz);
    await requireReadableUser(this.db, user, userId);
    return findCommunicationTimeline(this.db, userId, range, timeZone);
  }

  @Get('getCommunicationsSummaryById/:userId')
  @Roles('user', 'external')
  @ResponseDoc({ errors: [404], body: communicationSummarySchema })
  async summary(
    @Param('userId', uuidParam) userId: string,
    @CurrentUser() user: SessionUser,
    @Query('tz') tz: unknown,
  ): Promise<CommunicationSummary> {
    const timeZone = parseTimeZone(tz);
    await requireReadableUser(this.db, user, userId);
    return findCommunicationSummary(this.db, userId, timeZone);
  }
}
