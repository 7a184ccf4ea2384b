import { Dialog, DialogBody, FormGroup, NumericInput } from '@blueprintjs/core';
import { linkListField, splitVat, type Payment, type RecordRef } from '@dealbook/contracts';
import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { FormDateField } from '../../forms/components/FormDateField.js';
import { FormNumberSelectField } from '../../forms/components/FormNumberSelectField.js';
import { FormTextField } from '../../forms/components/FormTextField.js';
import { DialogFormFooter } from '../../forms/components/DialogFormFooter.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useFormField } from '../../forms/hooks/useFormField.js';
import { useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { usePaymentMutations } from '../hooks/usePayments.js';
import { formatPounds, paymentStatusOptions } from '../utils/paymentLabels.js';
import {
  paymentFieldLabels,
  paymentFormSchema,
  paymentFormValues,
  type PaymentFormValues,
} from '../utils/paymentFormValues.js';

export interface PaymentDialogProps {
  parent: RecordRef;
  payment?: Payment;
  onClose: () => void;
}

const paymentFieldIds = { amountIncVAT: 'payment-amount', vatRate: 'payment-vat', dueDate: 'payment-due' };

/** Schedule or edit a payment of a company or project; net and VAT follow the gross as typed. */
export function PaymentDialog({ payment, ...props }: PaymentDialogProps) {
  return (
    <Dialog isOpen onClose={props.onClose} title={payment ? 'Edit payment' : 'New payment'} icon="bank-account">
      {/* Another payment starts from its own values; a newer version of this one keeps the edits. */}
      <PaymentForm key={payment?._id ?? 'new'} payment={payment} {...props} />
    </Dialog>
  );
}

function PaymentForm({ parent, payment, onClose }: PaymentDialogProps) {
  // The version the form was opened on: one saved by someone else meanwhile answers 409 (the
  // conflict choice) instead of being overwritten, and a live refresh of the list keeps the edits.
  const [opened] = useState(payment);
  const form = useSchemaForm({
    schema: paymentFormSchema,
    defaultValues: paymentFormValues(payment),
    labels: paymentFieldLabels,
  });
  const { create, update } = usePaymentMutations();
  const cycle = useSaveCycle({
    form,
    labels: paymentFieldLabels,
    save: async (fields) => {
      if (opened) await update.mutateAsync({ payment: opened, changes: fields });
      else await create.mutateAsync({ ...fields, [linkListField[parent.type]]: [parent.id] });
    },
    savedMessage: payment ? 'Payment saved' : 'Payment scheduled',
    failedMessage: 'The payment was not saved.',
    onSaved: onClose,
  });

  return (
    <SchemaForm
      id="payment-form"
      form={form}
      cycle={cycle}
      idPrefix="payment"
      ids={paymentFieldIds}
      labels={paymentFieldLabels}
    >
      <DialogBody>
        <FormTextField name="description" />
        <AmountField name="amountIncVAT" min={0} minorStepSize={0.01} hint={<VatSplit />} />
        <AmountField name="vatRate" min={0} max={100} />
        <FormNumberSelectField name="status" options={paymentStatusOptions} />
        <FormDateField name="dueDate" withTime />
      </DialogBody>
      <DialogFormFooter
        submitLabel={payment ? 'Save' : 'Schedule payment'}
        cycle={cycle}
        onClose={onClose}
        conflictNoun="payment"
      />
    </SchemaForm>
  );
}

interface AmountFieldProps {
  name: keyof PaymentFormValues;
  min?: number;
  max?: number;
  minorStepSize?: number;
  /** Shown under the field while it has no problem. */
  hint?: ReactNode;
}

function AmountField({ name, hint, ...numeric }: AmountFieldProps) {
  const field = useFormField(name);
  return (
    <FormGroup
      label={field.label}
      labelFor={field.id}
      intent={field.error ? 'danger' : 'none'}
      helperText={field.error ?? hint}
    >
      <NumericInput
        {...numeric}
        id={field.id}
        value={field.value as number}
        intent={field.error ? 'danger' : 'none'}
        onValueChange={(value) => field.onChange(value)}
      />
    </FormGroup>
  );
}

/** "Net £100.00 + VAT £20.00" of the gross and rate as typed. */
function VatSplit() {
  const [amountIncVAT, vatRate] = useWatch<PaymentFormValues, ['amountIncVAT', 'vatRate']>({
    name: ['amountIncVAT', 'vatRate'],
  });
  const split = splitVat(amountIncVAT, vatRate);
  return `Net ${formatPounds(split.amountExVAT)} + VAT ${formatPounds(split.vatAmount)}`;
}
