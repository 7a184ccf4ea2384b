import { Controller, Get, Param, Query } from '@nestjs/common';
import type { Communication, CommunicationSummary, CommunicationTimelinePoint, SessionUser } from '@dealbook/contracts';
import {
  countCommunications,
  findCommunicationsByIds,
  findCommunicationSummary,
  findCommunicationTimeline,
  findPurchaseCommunicationsOfUser,
  parseCommunicationFilter,
  searchCommunications,
} from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { pageAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { projectsOfCaller } from '../purchases/caller-projects.js';
import { parseCommunicationsLimit, parseTimeZone, rangeOrDefault, requireReadableUser } from './caller-stats-query.js';
import { communicationSchema, communicationSummarySchema, communicationTimelinePointSchema } from '@dealbook/contracts';
import { communicationListQuery, isoDateParam, topLimitParam } from '../../platform/openapi/doc-parameters.js';
import { z } from 'zod';
import { parseListQuery } from '../../kernel/http/list-query.js';
import { CollectionRoutes, defineCollection } from '../../platform/record-routes/collection-routes.js';

type Query = Record<string, unknown>;

/** Staff's communication routes every collection has; `count` is a bare JSON number the §5 filters narrow. */
const communicationCollection = defineCollection({
  item: communicationSchema,
  parseFilter: parseCommunicationFilter,
  search: searchCommunications,
  listQuery: communicationListQuery,
  list: 'filtered',
  count: { filtered: countCommunications },
  byIds: findCommunicationsByIds,
});

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
export class CommunicationsController extends CollectionRoutes(communicationCollection) {
  @Get('search')
  @Roles('user', 'external')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(communicationSchema), query: communicationListQuery })
  async search(@Query() query: Query, @CurrentUser() user: SessionUser): Promise<RecordAnswer<Communication[]>> {
    const { filter, page } = parseListQuery(query, parseCommunicationFilter);
    const projectIds = await projectsOfCaller(this.db, user);
    return pageAnswer(await searchCommunications(this.db, filter, page, { projectIds }));
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
