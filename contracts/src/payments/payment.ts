import { z } from 'zod';
import { isoInstant } from '../tasks/child-links.js';
import { PaymentStatus } from '../enums/numeric-enums.js';
import type { LinkableType } from '../links/linkable.js';
import { linkListShape, optionalLinkListShape, type ChildLinkLists } from '../tasks/child-links.js';

/** Payments belong to projects and companies (spec §7.6, §3.7). */
export const PaymentLinkTypes = ['project', 'company'] as const satisfies readonly LinkableType[];
export type PaymentLinkType = (typeof PaymentLinkTypes)[number];

/**
 * DECISION: spec §3.7/§9 give a new payment the status 'Outstanding', which is not a member of
 * the PaymentStatus enumeration (§3.8: NotYetDue 1, Due 2, Overdue 3, Paid 4). A new payment
 * starts NotYetDue: outstanding (unpaid) and not yet due, the enumeration's first state.
 */
export const DefaultPaymentStatus = PaymentStatus.NotYetDue;
export const DefaultVatRate = 20;

const statusValues = Object.values(PaymentStatus);
export const paymentStatusSchema = z.literal(statusValues, {
  message: `status must be a PaymentStatus: ${statusValues.join(', ')}`,
});
const money = z
  .number()
  .finite()
  .min(0, 'amountIncVAT cannot be negative')
  .max(1_000_000_000_000)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'amountIncVAT has at most 2 decimals');
const vatRate = z.number().finite().min(0, 'vatRate cannot be negative').max(100, 'vatRate is a percentage up to 100');
const dueDate = isoInstant;

/** What a person edits on a payment; `paid` is derived (true exactly when the status is Paid). */
export const paymentFieldsSchema = z.object({
  description: z.string().trim().max(2000).default(''),
  status: paymentStatusSchema.default(DefaultPaymentStatus),
  dueDate: dueDate.default(() => new Date().toISOString()),
  vatRate: vatRate.default(DefaultVatRate),
  amountIncVAT: money.default(0),
});
export type PaymentFields = z.output<typeof paymentFieldsSchema>;

/** A payment as the API returns it, with the net amount and VAT worked out from the gross. */
export type Payment = PaymentFields &
  ChildLinkLists<PaymentLinkType> & {
    _id: string;
    version: number;
    paid: boolean;
    amountExVAT: number;
    vatAmount: number;
    createdAt: string;
    updatedAt: string;
  };

/** Net and VAT of a gross amount at a rate, to the penny; the two add up to the gross. */
export function splitVat(amountIncVAT: number, rate: number): { amountExVAT: number; vatAmount: number } {
  const amountExVAT = Math.round((amountIncVAT * 100) / (1 + rate / 100)) / 100;
  return { amountExVAT, vatAmount: Math.round((amountIncVAT - amountExVAT) * 100) / 100 };
}

function resolveStatus(status: PaymentStatus | undefined, paid: boolean | undefined, ctx: z.RefinementCtx) {
  if (status !== undefined && paid !== undefined && paid !== (status === PaymentStatus.Paid)) {
    ctx.addIssue({ code: 'custom', path: ['paid'], message: 'paid must agree with status (Paid is 4)' });
  }
  if (status !== undefined) return status;
  if (paid === undefined) return undefined;
  return paid ? PaymentStatus.Paid : DefaultPaymentStatus;
}

export const createPaymentBodySchema = paymentFieldsSchema
  .extend({ status: paymentStatusSchema.optional(), paid: z.boolean().optional(), ...linkListShape(PaymentLinkTypes) })
  .strict()
  .transform(({ paid, ...body }, ctx) => {
    // An empty body would record a payment of nothing for nobody.
    if (body.amountIncVAT === 0 && !body.projects.length && !body.companies.length) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message:
          'A payment needs an amount (amountIncVAT) or the project or company it belongs to (projects, companies)',
      });
    }
    return { ...body, status: resolveStatus(body.status, paid, ctx) ?? DefaultPaymentStatus };
  });
export type CreatePaymentBody = z.input<typeof createPaymentBodySchema>;

export const updatePaymentBodySchema = z
  .object({
    description: z.string().trim().max(2000).optional(),
    status: paymentStatusSchema.optional(),
    dueDate: dueDate.optional(),
    vatRate: vatRate.optional(),
    amountIncVAT: money.optional(),
    paid: z.boolean().optional(),
    ...optionalLinkListShape(PaymentLinkTypes),
    _id: z.string().optional(),
    version: z.number().optional(),
    amountExVAT: z.number().optional(),
    vatAmount: z.number().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    // An empty body would record a payment of nothing for nobody.
    if (body.amountIncVAT === 0 && !body.projects?.length && !body.companies?.length) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message:
          'A payment needs an amount (amountIncVAT) or the project or company it belongs to (projects, companies)',
      });
    }
  })
  .transform(({ paid, ...body }, ctx) => ({ ...body, status: resolveStatus(body.status, paid, ctx) }));
export type UpdatePaymentBody = z.input<typeof updatePaymentBodySchema>;
