import { Controller } from '@nestjs/common';
import {
  PaymentLinkTypes,
  createPaymentBodySchema,
  namedLinkLists,
  paymentSchema,
  refsOf,
  updatePaymentBodySchema,
} from '@dealbook/contracts';
import { findPaymentById } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { definedOnly } from '../../kernel/http/record-body.js';
import { RecordRoutes } from '../../kernel/http/record-routes.js';
import { paymentDecider } from './payment.decider.js';
import { schedulePayment } from './schedule-payment.js';
import { updatePayment } from './update-payment.js';

/** One payment (spec §7.8): ETag is the stream version; PUT and DELETE honour If-Match. */
@Controller('payment')
@Roles('user')
export class PaymentController extends RecordRoutes({
  path: 'payment',
  noun: 'Payment',
  schema: paymentSchema,
  find: findPaymentById,
  create: {
    body: createPaymentBodySchema,
    run: (deps, id, body, context) => {
      const { description, status, dueDate, vatRate, amountIncVAT } = body;
      const fields = { description, status, dueDate, vatRate, amountIncVAT };
      return schedulePayment(deps, id, fields, refsOf(PaymentLinkTypes, body), context);
    },
  },
  update: {
    body: updatePaymentBodySchema,
    run: (deps, id, body, context, expectedVersion) => {
      const { description, status, dueDate, vatRate, amountIncVAT } = body;
      const changes = definedOnly({ description, status, dueDate, vatRate, amountIncVAT });
      return updatePayment(deps, id, changes, namedLinkLists(PaymentLinkTypes, body), context, expectedVersion);
    },
  },
  remove: {
    run: (commands, paymentId, options) =>
      commands.execute(paymentDecider, { command: { type: 'DeletePayment', paymentId }, ...options }),
  },
}) {}
