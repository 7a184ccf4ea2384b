import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NumericInput,
} from '@blueprintjs/core';
import {
  DefaultPaymentStatus,
  DefaultVatRate,
  linkListField,
  splitVat,
  type Payment,
  type PaymentStatus,
  type RecordRef,
} from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { toastError, toastSuccess, toastWarning } from '../../ui/toaster.js';
import { usePaymentMutations } from '../hooks/usePayments.js';
import { formatPounds, paymentStatusOptions } from '../utils/paymentLabels.js';
import { DateField } from '../../ui/components/DateField.js';

export interface PaymentDialogProps {
  parent: RecordRef;
  payment?: Payment;
  onClose: () => void;
}

/** Schedule or edit a payment of a company or project; net and VAT follow the gross as typed. */
export function PaymentDialog({ parent, payment, onClose }: PaymentDialogProps) {
  const [description, setDescription] = useState(payment?.description ?? '');
  const [amountIncVAT, setAmount] = useState(payment?.amountIncVAT ?? 0);
  const [vatRate, setVatRate] = useState(payment?.vatRate ?? DefaultVatRate);
  const [status, setStatus] = useState<PaymentStatus>(payment?.status ?? DefaultPaymentStatus);
  const [dueDate, setDueDate] = useState(payment?.dueDate ?? new Date().toISOString());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { create, update } = usePaymentMutations();
  const split = splitVat(amountIncVAT, vatRate);

  const save = async () => {
    const fields = { description, amountIncVAT: Math.round(amountIncVAT * 100) / 100, vatRate, status, dueDate };
    try {
      if (payment) await update.mutateAsync({ payment, changes: fields });
      else await create.mutateAsync({ ...fields, [linkListField[parent.type]]: [parent.id] });
      toastSuccess(payment ? 'Payment saved' : 'Payment scheduled');
      onClose();
    } catch (error) {
      if (isApiError(error, 409)) {
        toastWarning('Someone else changed this payment just now; reopen it to see their version.');
        onClose();
        return;
      }
      if (isApiError(error, 400)) setErrors(error.details);
      toastError('The payment was not saved.', errorMessage(error));
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={payment ? 'Edit payment' : 'New payment'} icon="bank-account">
      <DialogBody>
        <FormGroup label="Description" labelFor="payment-description">
          <InputGroup id="payment-description" value={description} onValueChange={setDescription} />
        </FormGroup>
        <FormGroup
          label="Amount including VAT (£)"
          labelFor="payment-amount"
          intent={errors.amountIncVAT ? 'danger' : 'none'}
          helperText={
            errors.amountIncVAT ?? `Net ${formatPounds(split.amountExVAT)} + VAT ${formatPounds(split.vatAmount)}`
          }
        >
          <NumericInput
            id="payment-amount"
            min={0}
            minorStepSize={0.01}
            value={amountIncVAT}
            onValueChange={setAmount}
          />
        </FormGroup>
        <FormGroup label="VAT rate (%)" labelFor="payment-vat" helperText={errors.vatRate}>
          <NumericInput id="payment-vat" min={0} max={100} value={vatRate} onValueChange={setVatRate} />
        </FormGroup>
        <FormGroup label="Status" labelFor="payment-status">
          <HTMLSelect
            id="payment-status"
            value={status}
            options={paymentStatusOptions}
            onChange={(event) => setStatus(Number(event.currentTarget.value) as PaymentStatus)}
          />
        </FormGroup>
        <DateField id="payment-due" label="Due" value={dueDate} onChange={setDueDate} withTime />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button
              intent="primary"
              text={payment ? 'Save' : 'Schedule payment'}
              loading={create.isPending || update.isPending}
              onClick={() => void save()}
            />
          </>
        }
      />
    </Dialog>
  );
}
