import {
  DefaultPaymentStatus,
  DefaultVatRate,
  paymentFieldsSchema,
  type Payment,
  type PaymentStatus,
} from '@dealbook/contracts';
import type { z } from 'zod';
import { formSchema } from '../../forms/utils/formSchema.js';

/** What the payment dialog edits. */
export interface PaymentFormValues {
  description: string;
  amountIncVAT: number;
  vatRate: number;
  status: PaymentStatus;
  dueDate: string;
}

/** The dialog's fields as they are labelled. */
export const paymentFieldLabels = {
  description: 'Description',
  amountIncVAT: 'Amount including VAT (£)',
  vatRate: 'VAT rate (%)',
  status: 'Status',
  dueDate: 'Due',
} as const satisfies Record<keyof PaymentFormValues, string>;

/** A payment being edited, or a new one: nothing yet, standard VAT, due now. */
export function paymentFormValues(payment: Payment | undefined, now = new Date()): PaymentFormValues {
  return {
    description: payment?.description ?? '',
    amountIncVAT: payment?.amountIncVAT ?? 0,
    vatRate: payment?.vatRate ?? DefaultVatRate,
    status: payment?.status ?? DefaultPaymentStatus,
    dueDate: payment?.dueDate ?? now.toISOString(),
  };
}

/** The dialog's values as the payment's fields (the gross to the penny), checked by the server's own schema. */
export const paymentFormSchema = formSchema(
  (values: PaymentFormValues): z.input<typeof paymentFieldsSchema> => ({
    ...values,
    amountIncVAT: Math.round(values.amountIncVAT * 100) / 100,
  }),
  paymentFieldsSchema,
);
