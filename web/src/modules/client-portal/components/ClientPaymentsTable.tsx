import { HTMLTable, Tag, type Intent } from '@blueprintjs/core';
import type { ClientPayment } from '@dealbook/contracts';
import { formatLongDate, formatMoney } from '../../ui/utils/format.js';
import { paymentState, paymentStateLabels, paymentTotals, type PaymentState } from '../utils/clientPayments.js';
import { EmptyState } from '../../ui/components/EmptyState.js';

export interface ClientPaymentsTableProps {
  payments: readonly ClientPayment[];
}

const stateIntent: Record<PaymentState, Intent> = { paid: 'success', due: 'none', overdue: 'danger' };

/** The fees of the project: each with its due date and whether it was paid, then the totals. */
export function ClientPaymentsTable({ payments }: ClientPaymentsTableProps) {
  if (payments.length === 0) return <EmptyState icon="bank-account" title="No payments on this project" />;
  const byDueDate = [...payments].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const totals = paymentTotals(payments);
  return (
    <HTMLTable compact striped aria-label="Payments">
      <thead>
        <tr>
          <th>Payment</th>
          <th>Due</th>
          <th>Amount (inc. VAT)</th>
          <th>State</th>
        </tr>
      </thead>
      <tbody>
        {byDueDate.map((payment) => {
          const state = paymentState(payment);
          return (
            <tr key={payment._id}>
              <td>{payment.description || '—'}</td>
              <td>{formatLongDate(payment.dueDate)}</td>
              <td>{formatMoney(payment.amountIncVAT)}</td>
              <td>
                <Tag minimal intent={stateIntent[state]}>
                  {paymentStateLabels[state]}
                </Tag>
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th colSpan={2}>Paid</th>
          <td data-total="paid">{formatMoney(totals.paid)}</td>
          <td />
        </tr>
        <tr>
          <th colSpan={2}>Still to pay</th>
          <td data-total="outstanding">{formatMoney(totals.outstanding)}</td>
          <td>{totals.overdue > 0 && `${formatMoney(totals.overdue)} overdue`}</td>
        </tr>
      </tfoot>
    </HTMLTable>
  );
}
