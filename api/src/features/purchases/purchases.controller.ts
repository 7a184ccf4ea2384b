import { Controller, Get, Param, Query, Res } from '@nestjs/common';
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
import { purchaseExportColumns } from './purchase-export-columns.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { pageAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { projectsOfCaller } from './caller-projects.js';
import { refuseInternalCommentsTo, withoutInternalComments } from './internal-comments.js';
import { purchaseSchema } from '@dealbook/contracts';
import { listQuery, purchaseList } from '../../platform/openapi/doc-parameters.js';
import { z } from 'zod';
import { parseListQuery } from '../../kernel/http/list-query.js';
import { ExportDoc } from '../../platform/exports/export-doc.decorator.js';
import { CollectionRoutes, defineCollection } from '../../platform/record-routes/collection-routes.js';

type Query = Record<string, unknown>;

/**
 * Staff's purchase routes every collection has: `count` is a bare JSON number the §5 filters
 * narrow; find/top, purchasers whose name contains the text (spec §5: blank text is sent as a
 * space).
 */
const purchaseCollection = defineCollection({
  item: purchaseSchema,
  parseFilter: parsePurchaseFilter,
  search: searchPurchases,
  listQuery: listQuery(purchaseList),
  list: 'filtered',
  count: { filtered: countPurchases },
  top: { param: 'searchString', find: findTopPurchases },
});

/**
 * The purchases where a company is the purchaser. Nest registers a base class's routes after its
 * subclass's, so this one sits below the collection routes: `:companyId` would take `count`,
 * `search` or `export` for a company id.
 */
class PurchasesOfCompany {
  declare readonly db: Kysely<ReadModelDatabase>;

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

/**
 * The purchase collection calls of spec §7.7. Lists take the §5 filters (`project=<id>` for a
 * project's purchasers, `company`, `currentStage`, `priority` …) and paging, the total in
 * X-Total-Count. External callers search the purchasers of their own projects only.
 */
@Controller('purchases')
@Roles('user')
export class PurchasesController extends CollectionRoutes(purchaseCollection, PurchasesOfCompany) {
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
}
