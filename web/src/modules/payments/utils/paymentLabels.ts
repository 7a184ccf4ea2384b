import type { Intent } from '@blueprintjs/core';
import { enumName, humanize, PaymentStatus, type PaymentStatus as Status } from '@dealbook/contracts';

export const paymentStatusOptions = Object.values(PaymentStatus).map((value) => ({
  value,
  label: humanize(String(enumName(PaymentStatus, value))),
}));

export const paymentStatusLabel = (status: Status) => humanize(String(enumName(PaymentStatus, status) ?? status));

export function paymentStatusIntent(status: Status): Intent {
  if (status === PaymentStatus.Paid) return 'success';
  if (status === PaymentStatus.Overdue) return 'danger';
  if (status === PaymentStatus.Due) return 'warning';
  return 'none';
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Payments show pence: £1,234.50. */
export const formatPounds = (amount: number) => pounds.format(amount);
