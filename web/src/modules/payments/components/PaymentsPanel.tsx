import '../../tasks/tasks.css';
import { Button, Callout, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { linkListField, PaymentStatus, type Payment, type RecordRef } from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { formatDate } from '../../ui/utils/format.js';
import { usePaymentList, usePaymentMutations } from '../hooks/usePayments.js';
import { formatPounds, paymentStatusIntent, paymentStatusLabel } from '../utils/paymentLabels.js';
import { PaymentDialog } from './PaymentDialog.js';

export interface PaymentsPanelProps {
  parent: RecordRef;
}

/** A company's or project's payments, latest linked first, with totals outstanding and paid. */
export function PaymentsPanel({ parent }: PaymentsPanelProps) {
  const payments = usePaymentList(`${linkListField[parent.type]}=${encodeURIComponent(parent.id)}&limit=200`);
  const { update } = usePaymentMutations();
  const [editing, setEditing] = useState<Payment | 'new' | null>(null);
  const rows = payments.data?.rows ?? [];
  const outstanding = rows.filter((p) => !p.paid).reduce((sum, p) => sum + p.amountIncVAT, 0);

  const markPaid = async (payment: Payment) => {
    try {
      await update.mutateAsync({ payment, changes: { status: PaymentStatus.Paid } });
      toastSuccess('Payment marked paid');
    } catch (error) {
      toastError('The payment was not updated.', errorMessage(error));
    }
  };

  return (
    <section className="db-record-panel" aria-label="Payments">
      <div className="db-record-panel__toolbar">
        <Button icon="add" intent="primary" text="New payment" onClick={() => setEditing('new')} />
        {rows.length > 0 && <span>Outstanding: {formatPounds(outstanding)}</span>}
      </div>
      {payments.isPending ? (
        <Spinner size={24} aria-label="Loading payments" />
      ) : payments.isError ? (
        <Callout intent="danger" title="The payments could not be loaded">
          {errorMessage(payments.error)}
        </Callout>
      ) : rows.length === 0 ? (
        <NonIdealState icon="bank-account" title="No payments yet" />
      ) : (
        <HTMLTable compact striped aria-label="Payments">
          <thead>
            <tr>
              <th>Description</th>
              <th>Due</th>
              <th>Status</th>
              <th>Net</th>
              <th>VAT</th>
              <th>Total</th>
              <th aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {rows.map((payment) => (
              <tr key={payment._id}>
                <td>{payment.description || '—'}</td>
                <td>{formatDate(payment.dueDate)}</td>
                <td>
                  <Tag minimal intent={paymentStatusIntent(payment.status)}>
                    {paymentStatusLabel(payment.status)}
                  </Tag>
                </td>
                <td>{formatPounds(payment.amountExVAT)}</td>
                <td>
                  {formatPounds(payment.vatAmount)} ({payment.vatRate}%)
                </td>
                <td>{formatPounds(payment.amountIncVAT)}</td>
                <td>
                  {!payment.paid && (
                    <Button variant="minimal" icon="tick" text="Mark paid" onClick={() => void markPaid(payment)} />
                  )}
                  <Button variant="minimal" icon="edit" aria-label="Edit payment" onClick={() => setEditing(payment)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {editing && (
        <PaymentDialog
          parent={parent}
          payment={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
