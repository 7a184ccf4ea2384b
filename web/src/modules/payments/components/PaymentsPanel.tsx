import { Button, Tag } from '@blueprintjs/core';
import { linkListField, PaymentStatus, type Payment, type RecordRef } from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { CardTable } from '../../records/components/CardTable.js';
import { RelatedPanel } from '../../records/components/RelatedPanel.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { formatDate } from '../../ui/utils/format.js';
import { usePaymentList, usePaymentMutations } from '../hooks/usePayments.js';
import { formatPounds, paymentStatusIntent, paymentStatusLabel } from '../utils/paymentLabels.js';
import { PaymentDialog } from './PaymentDialog.js';

export interface PaymentsPanelProps {
  parent: RecordRef;
}

const columns = [
  { label: 'Description' },
  { label: 'Due' },
  { label: 'Status' },
  { label: 'Net' },
  { label: 'VAT' },
  { label: 'Total' },
  { label: 'Actions', hidden: true },
] as const;

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
    <>
      <RelatedPanel
        title="Payments"
        list={payments}
        empty="Fees invoiced or due, with their VAT and whether they are paid, are listed here."
        emptyIcon="bank-account"
        tools={rows.length > 0 && <span>Outstanding: {formatPounds(outstanding)}</span>}
        action={<Button icon="add" intent="primary" text="New payment" onClick={() => setEditing('new')} />}
      >
        {(shown) => (
          <CardTable aria-label="Payments" columns={columns}>
            {shown.map((payment) => (
              <tr key={payment._id}>
                <td data-label="Description">{payment.description || '—'}</td>
                <td data-label="Due">{formatDate(payment.dueDate)}</td>
                <td data-label="Status">
                  <Tag minimal intent={paymentStatusIntent(payment.status)}>
                    {paymentStatusLabel(payment.status)}
                  </Tag>
                </td>
                <td data-label="Net">{formatPounds(payment.amountExVAT)}</td>
                <td data-label="VAT">
                  {formatPounds(payment.vatAmount)} ({payment.vatRate}%)
                </td>
                <td data-label="Total">{formatPounds(payment.amountIncVAT)}</td>
                <td>
                  {!payment.paid && (
                    <Button variant="minimal" icon="tick" text="Mark paid" onClick={() => void markPaid(payment)} />
                  )}
                  <Button variant="minimal" icon="edit" aria-label="Edit payment" onClick={() => setEditing(payment)} />
                </td>
              </tr>
            ))}
          </CardTable>
        )}
      </RelatedPanel>
      {editing && (
        <PaymentDialog
          parent={parent}
          payment={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
