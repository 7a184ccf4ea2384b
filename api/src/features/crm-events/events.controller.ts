import { Controller, Get, Header, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import type { CrmEvent, SessionUser } from '@dealbook/contracts';
import {
  countCrmEvents,
  findTopCrmEvents,
  parseCrmEventFilter,
  type ReadModelDatabase,
  searchCrmEvents,
} from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { GridExports } from '../../platform/exports/grid-exports.service.js';
import { crmEventExportColumns } from './crm-event-export-columns.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { pageAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { countSchema, crmEventSchema } from '@dealbook/contracts';
import { crmEventList, crmEventListQuery, pageQuery, topLimitParam } from '../../platform/openapi/doc-parameters.js';
import { z } from 'zod';
import { parseTopLimit } from '../../kernel/http/path-segments.js';
import { pagingOnly, parseListQuery } from '../../kernel/http/list-query.js';
import { ExportDoc } from '../../platform/exports/export-doc.decorator.js';

type Query = Record<string, unknown>;

/**
 * The event collection calls of spec §7.5. A contact's "events attended" is
 * `search?attendees=<contactId>`.
 */
@Controller('events')
@Roles('user')
export class EventsController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(GridExports) private readonly exports: GridExports,
  ) {}

  @Get()
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(crmEventSchema), query: pageQuery(crmEventList) })
  async list(@Query() query: Query): Promise<RecordAnswer<CrmEvent[]>> {
    const page = pagingOnly(query);
    return pageAnswer(await searchCrmEvents(this.db, { conditions: [], attendees: [] }, page));
  }

  @Get('search')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(crmEventSchema), query: crmEventListQuery })
  async search(@Query() query: Query): Promise<RecordAnswer<CrmEvent[]>> {
    const { filter, page } = parseListQuery(query, parseCrmEventFilter);
    return pageAnswer(await searchCrmEvents(this.db, filter, page));
  }

  /** The events grid's "Export .xlsx": every event of `search`'s filter, in its sort. */
  @Get('export')
  @ExportDoc(crmEventListQuery)
  async export(@Query() query: Query, @CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    await this.exports.send(res, user, query, {
      name: 'events',
      sheetName: 'Events',
      columns: crmEventExportColumns,
      parseFilter: parseCrmEventFilter,
      read: (filter, page) => searchCrmEvents(this.db, filter, page),
    });
  }

  /** Spec §5: blank text arrives as a single space and lists the latest events. */
  @Get(['find/top/:searchString', 'find/top/:searchString/:limit'])
  @ResponseDoc({ body: z.array(crmEventSchema), params: { limit: topLimitParam } })
  top(@Param('searchString') text: string, @Param('limit') limit?: string): Promise<CrmEvent[]> {
    return findTopCrmEvents(this.db, text, parseTopLimit(limit));
  }

  @Get('count')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ResponseDoc({ body: countSchema })
  count(): Promise<number> {
    return countCrmEvents(this.db);
  }
}
