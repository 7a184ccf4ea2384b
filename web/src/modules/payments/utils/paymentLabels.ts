import type { Intent } from '@blueprintjs/core';
import { enumOptions, PaymentStatus, paymentStatusLabel, type PaymentStatus as Status } from '@dealbook/contracts';

export { paymentStatusLabel };

export const paymentStatusOptions = enumOptions(PaymentStatus) as { value: Status; label: string }[];

export function paymentStatusIntent(status: Status): Intent {
  if (status === PaymentStatus.Paid) return 'success';
  if (status === PaymentStatus.Overdue) return 'danger';
  if (status === PaymentStatus.Due) return 'warning';
  return 'none';
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Payments show pence: £1,234.50. */
export const formatPounds = (amount: number) => pounds.format(amount);
