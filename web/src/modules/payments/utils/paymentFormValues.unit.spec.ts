import { DefaultPaymentStatus, DefaultVatRate } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { checkForm } from '../../forms/utils/checkForm.js';
import {
  paymentFieldLabels,
  paymentFormSchema,
  paymentFormValues,
  type PaymentFormValues,
} from './paymentFormValues.js';

const now = new Date('2026-03-07T10:15:00Z');
const check = (values: PaymentFormValues) => checkForm(paymentFormSchema, paymentFieldLabels, values);

describe('paymentFormSchema', () => {
  it('sends the gross to the penny with the standard VAT rate', async () => {
    expect(
      await check({ ...paymentFormValues(undefined, now), description: ' Deposit ', amountIncVAT: 120.004 }),
    ).toEqual({
      ok: true,
      output: {
        description: 'Deposit',
        amountIncVAT: 120,
        vatRate: DefaultVatRate,
        status: DefaultPaymentStatus,
        dueDate: '2026-03-07T10:15:00.000Z',
      },
    });
  });

  it("says the contract's rules in the fields' labels", async () => {
    expect(await check({ ...paymentFormValues(undefined, now), amountIncVAT: Number.NaN, vatRate: 120 })).toEqual({
      ok: false,
      errors: {
        amountIncVAT: 'Amount including VAT (£) must be a number',
        vatRate: 'VAT rate (%) is a percentage up to 100',
      },
    });
  });
});
