import type { ClientPayment } from '@dealbook/contracts';

export type PaymentState = 'paid' | 'due' | 'overdue';

export const paymentStateLabels: Record<PaymentState, string> = { paid: 'Paid', due: 'Due', overdue: 'Overdue' };

/** Paid, or due, or overdue once its due day has passed (the day itself is still due). */
export function paymentState(payment: ClientPayment, now: Date = new Date()): PaymentState {
  if (payment.paid) return 'paid';
  const due = new Date(payment.dueDate);
  const endOfDueDay = new Date(due.getFullYear(), due.getMonth(), due.getDate() + 1);
  return now >= endOfDueDay ? 'overdue' : 'due';
}

export interface PaymentTotals {
  paid: number;
  /** Still to pay, overdue included. */
  outstanding: number;
  overdue: number;
}

export function paymentTotals(payments: readonly ClientPayment[], now: Date = new Date()): PaymentTotals {
  const totals: PaymentTotals = { paid: 0, outstanding: 0, overdue: 0 };
  for (const payment of payments) {
    const state = paymentState(payment, now);
    if (state === 'paid') totals.paid += payment.amountIncVAT;
    else totals.outstanding += payment.amountIncVAT;
    if (state === 'overdue') totals.overdue += payment.amountIncVAT;
  }
  return totals;
}
