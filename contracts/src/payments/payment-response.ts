import { z } from 'zod';
import { recordKeys } from '../http/record-schemas.js';
import { linkListsOf } from '../tasks/child-link-lists.js';
import { PaymentLinkTypes, paymentFieldsSchema, type Payment } from './payment.js';

export const paymentSchema = paymentFieldsSchema.extend({
  ...linkListsOf(PaymentLinkTypes),
  ...recordKeys,
  paid: z.boolean(),
  amountExVAT: z.number(),
  vatAmount: z.number(),
}) satisfies z.ZodType<Payment>;
