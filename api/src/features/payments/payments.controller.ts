import { Controller } from '@nestjs/common';
import { countPayments, findPaymentsByIds, parsePaymentFilter, searchPayments } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { paymentSchema } from '@dealbook/contracts';
import { listQuery, paymentList } from '../../platform/openapi/doc-parameters.js';
import { CollectionRoutes, defineCollection } from '../../platform/record-routes/collection-routes.js';

const paymentCollection = defineCollection({
  item: paymentSchema,
  parseFilter: parsePaymentFilter,
  search: searchPayments,
  listQuery: listQuery(paymentList),
  list: 'filtered',
  count: { filtered: countPayments },
  searchRoute: true,
  byIds: findPaymentsByIds,
});

/** The payment collection calls of spec §7.8; `search?projects=<id>` lists a project's payments. */
@Controller('payments')
@Roles('user')
export class PaymentsController extends CollectionRoutes(paymentCollection) {}
