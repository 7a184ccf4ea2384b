import { Controller, Get, Header, Inject, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Payment } from '@dealbook/contracts';
import {
  countPayments,
  findPaymentsByIds,
  parsePaymentFilter,
  type ReadModelDatabase,
  searchPayments,
} from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { pageAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { countSchema, paymentSchema } from '@dealbook/contracts';
import { idListParam, listQuery, paymentList } from '../../platform/openapi/doc-parameters.js';
import { z } from 'zod';
import { parseIdList } from '../../kernel/http/path-segments.js';
import { parseListQuery } from '../../kernel/http/list-query.js';

type Query = Record<string, unknown>;

/** The payment collection calls of spec §7.8; `search?projects=<id>` lists a project's payments. */
@Controller('payments')
@Roles('user')
export class PaymentsController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>) {}

  @Get()
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(paymentSchema), query: listQuery(paymentList) })
  list(@Query() query: Query): Promise<RecordAnswer<Payment[]>> {
    return this.search(query);
  }

  @Get('count')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ResponseDoc({ body: countSchema, query: listQuery(paymentList) })
  count(@Query() query: Query): Promise<number> {
    return countPayments(this.db, parsePaymentFilter(query));
  }

  @Get('search')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(paymentSchema), query: listQuery(paymentList) })
  async search(@Query() query: Query): Promise<RecordAnswer<Payment[]>> {
    const { filter, page } = parseListQuery(query, parsePaymentFilter);
    return pageAnswer(await searchPayments(this.db, filter, page));
  }

  @Get('listByIds/:ids')
  @ResponseDoc({ body: z.array(paymentSchema), params: { ids: idListParam } })
  listByIds(@Param('ids') ids: string): Promise<Payment[]> {
    return findPaymentsByIds(this.db, parseIdList(ids));
  }
}
