import type { ClientPayment } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { paymentState, paymentTotals } from './clientPayments.js';

const now = new Date(2026, 10, 24, 10, 0);
const payment = (dueDate: Date, amountIncVAT: number, paid = false): ClientPayment => ({
  _id: `p-${amountIncVAT}`,
  description: 'Retainer',
  dueDate: dueDate.toISOString(),
  amountIncVAT,
  paid,
});

describe('client payments', () => {
  it('is due until the end of its due day, then overdue; paid is paid whenever', () => {
    expect(paymentState(payment(new Date(2026, 10, 24, 9, 0), 100), now)).toBe('due');
    expect(paymentState(payment(new Date(2026, 10, 30), 100), now)).toBe('due');
    expect(paymentState(payment(new Date(2026, 10, 23, 12, 0), 100), now)).toBe('overdue');
    expect(paymentState(payment(new Date(2026, 9, 1), 100, true), now)).toBe('paid');
  });
  it('totals what was paid, what is still to pay and how much of it is overdue', () => {
    const payments = [
      payment(new Date(2026, 9, 1), 1000, true),
      payment(new Date(2026, 10, 1), 250),
      payment(new Date(2026, 11, 1), 500),
    ];
    expect(paymentTotals(payments, now)).toEqual({ paid: 1000, outstanding: 750, overdue: 250 });
    expect(paymentTotals([], now)).toEqual({ paid: 0, outstanding: 0, overdue: 0 });
  });
});
