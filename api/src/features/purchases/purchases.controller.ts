import { Controller, Get, Header, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import type { Purchase, SessionUser } from '@dealbook/contracts';
import {
  countPurchases,
  findTopPurchases,
  parsePurchaseFilter,
  type PurchaseFilter,
  type ReadModelDatabase,
  searchPurchases,
} from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { GridExports } from '../../platform/exports/grid-exports.service.js';
import { purchaseExportColumns } from './purchase-export-columns.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { pageAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { projectsOfCaller } from './caller-projects.js';
import { refuseInternalCommentsTo, withoutInternalComments } from './internal-comments.js';
import { countSchema, purchaseSchema } from '@dealbook/contracts';
import { listQuery, purchaseList, topLimitParam } from '../../platform/openapi/doc-parameters.js';
import { z } from 'zod';
import { parseTopLimit } from '../../kernel/http/path-segments.js';
import { parseListQuery } from '../../kernel/http/list-query.js';
import { ExportDoc } from '../../platform/exports/export-doc.decorator.js';

type Query = Record<string, unknown>;

/**
 * The purchase collection calls of spec §7.7. Lists take the §5 filters (`project=<id>` for a
 * project's purchasers, `company`, `currentStage`, `priority` …) and paging, the total in
 * X-Total-Count. External callers search the purchasers of their own projects only.
 */
@Controller('purchases')
@Roles('user')
export class PurchasesController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(GridExports) private readonly exports: GridExports,
  ) {}

  @Get()
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(purchaseSchema), query: listQuery(purchaseList) })
  async list(@Query() query: Query): Promise<RecordAnswer<Purchase[]>> {
    const { filter, page } = parseListQuery(query, parsePurchaseFilter);
    return pageAnswer(await searchPurchases(this.db, filter, page));
  }

  /** A bare JSON number; the §5 filters narrow it. */
  @Get('count')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ResponseDoc({ body: countSchema, query: listQuery(purchaseList) })
  count(@Query() query: Query): Promise<number> {
    return countPurchases(this.db, parsePurchaseFilter(query));
  }

  @Get('search')
  @Roles('user', 'external')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(purchaseSchema), query: listQuery(purchaseList) })
  async search(@Query() query: Query, @CurrentUser() user: SessionUser): Promise<RecordAnswer<Purchase[]>> {
    refuseInternalCommentsTo(user, query.internalComments);
    const { filter, page } = parseListQuery(query, parsePurchaseFilter);
    const projectIds = await projectsOfCaller(this.db, user);
    const found = await searchPurchases(this.db, filter, page, { projectIds });
    return pageAnswer({ ...found, rows: withoutInternalComments(user, found.rows) });
  }

  /**
   * A project's purchasers grid's "Export .xlsx": every purchase of `search`'s filter, in its
   * sort, within the same scope (an external caller's own projects, without internal comments).
   * Declared before `:companyId`, which would otherwise take `export` for a company id.
   */
  @Get('export')
  @Roles('user', 'external')
  @ExportDoc(listQuery(purchaseList))
  async export(@Query() query: Query, @CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    refuseInternalCommentsTo(user, query.internalComments);
    const projectIds = await projectsOfCaller(this.db, user);
    await this.exports.send(res, user, query, {
      name: 'purchasers',
      sheetName: 'Potential purchasers',
      columns: purchaseExportColumns(user),
      parseFilter: parsePurchaseFilter,
      read: async (filter, page) => {
        const found = await searchPurchases(this.db, filter, page, { projectIds });
        return { ...found, rows: withoutInternalComments(user, found.rows) };
      },
    });
  }

  /** Purchasers whose name contains the text (spec §5: blank text is sent as a space). */
  @Get(['find/top/:searchString', 'find/top/:searchString/:limit'])
  @ResponseDoc({ body: z.array(purchaseSchema), params: { limit: topLimitParam } })
  top(@Param('searchString') searchString: string, @Param('limit') limit?: string): Promise<Purchase[]> {
    return findTopPurchases(this.db, searchString, parseTopLimit(limit));
  }

  /** The purchases where this company is the purchaser, on any project. */
  @Get(':companyId')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(purchaseSchema), query: listQuery(purchaseList) })
  async ofCompany(
    @Param('companyId', uuidParam) companyId: string,
    @Query() query: Query,
  ): Promise<RecordAnswer<Purchase[]>> {
    const { filter, page } = parseListQuery(query, parsePurchaseFilter);
    const purchaser: PurchaseFilter = [{ field: 'company', kind: 'choice', anyOf: [companyId] }];
    return pageAnswer(await searchPurchases(this.db, [...filter, ...purchaser], page));
  }
}
