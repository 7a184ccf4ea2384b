import { useState } from 'react';
import '../communications.css';
import { Dialog, DialogBody, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import {
  CommunicationOutcomes,
  counted,
  hasRole,
  OutcomeActions,
  type Communication,
  type CommunicationAction,
  type CommunicationOutcome,
  type RecordRef,
} from '@dealbook/contracts';
import { FormDateField } from '../../forms/components/FormDateField.js';
import { FormNumberSelectField } from '../../forms/components/FormNumberSelectField.js';
import { DialogFormFooter } from '../../forms/components/DialogFormFooter.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useFormField } from '../../forms/hooks/useFormField.js';
import { useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { useCommunicationMutations } from '../hooks/useCommunicationMutations.js';
import {
  communicationFieldLabels,
  communicationFormSchema,
  draftOf,
  linkLists,
  newDraft,
  withOutcome,
} from '../utils/communicationDraft.js';
import { communicationActionLabel, communicationTypeOptions } from '../../ui/labels/communicationLabels.js';
import { PeopleFields } from './PeopleFields.js';

export interface CommunicationDialogProps {
  onClose: () => void;
  /** The communication to edit; absent to log a new one. */
  communication?: Communication;
  /** A new communication is linked to these records. */
  links?: readonly RecordRef[];
  /** A mass log (spec §7.9): one communication per purchase, linked to each. */
  purchaseIds?: readonly string[];
  /** Called once saved, before the dialog closes. */
  onSaved?: () => void;
}

/** Log, or edit, a call, e-mail or meeting (spec §3.7) with its outcome and follow-up (§4.4). */
export function CommunicationDialog({ communication, purchaseIds, ...props }: CommunicationDialogProps) {
  const title = communication
    ? 'Edit communication'
    : purchaseIds
      ? `Log for ${purchaseIds.length} selected`
      : 'Log communication';
  return (
    <Dialog isOpen onClose={props.onClose} title={title} icon="phone" style={{ width: 640 }}>
      {/* Another communication starts from its own values; a newer version of this one keeps the edits. */}
      <CommunicationForm
        key={communication?._id ?? 'new'}
        communication={communication}
        purchaseIds={purchaseIds}
        {...props}
      />
    </Dialog>
  );
}

const communicationFieldIds = { commsType: 'comms-type', commsDate: 'comms-date' };

function CommunicationForm({ onClose, communication, links = [], purchaseIds, onSaved }: CommunicationDialogProps) {
  // The version the form was opened on: one saved by someone else meanwhile answers 409 (the
  // conflict choice) instead of being overwritten, and a live refresh of the list keeps the edits.
  const [opened] = useState(communication);
  const me = useCurrentUser();
  // External callers see no contact or staff directory; the server records them as the author.
  const staff = hasRole(me.role, 'user');
  const form = useSchemaForm({
    schema: communicationFormSchema,
    defaultValues: communication ? draftOf(communication) : newDraft(staff ? me : null),
    labels: communicationFieldLabels,
  });
  const { create, update, mass } = useCommunicationMutations();
  const cycle = useSaveCycle({
    form,
    labels: communicationFieldLabels,
    save: async (fields) => {
      if (opened) await update.mutateAsync({ communication: opened, changes: fields });
      else if (purchaseIds) await mass.mutateAsync({ communication: fields, purchases: [...purchaseIds] });
      else await create.mutateAsync({ ...fields, ...linkLists(links) });
    },
    savedMessage: communication
      ? 'Communication saved'
      : purchaseIds
        ? `Communication logged for ${counted(purchaseIds.length, 'purchaser')}`
        : 'Communication logged',
    failedMessage: 'The communication was not saved.',
    onSaved: () => {
      onSaved?.();
      onClose();
    },
  });

  return (
    <SchemaForm
      id="comms-form"
      form={form}
      cycle={cycle}
      idPrefix="comms"
      ids={communicationFieldIds}
      labels={communicationFieldLabels}
    >
      <DialogBody>
        <div className="db-comms-dialog__row">
          <FormNumberSelectField name="commsType" options={communicationTypeOptions} fill />
          <FormDateField name="commsDate" withTime />
        </div>
        {staff && <PeopleFields />}
        <OutcomeFields />
        <ContentField />
      </DialogBody>
      <DialogFormFooter
        submitLabel={communication ? 'Save' : 'Log'}
        cycle={cycle}
        onClose={onClose}
        conflictNoun="communication"
      />
    </SchemaForm>
  );
}

const noOutcome = '';

/** The outcome and its follow-up: picking an outcome picks its default action (§4.4). */
function OutcomeFields() {
  const outcomeField = useFormField('outcome');
  const actionField = useFormField('action');
  const outcome = outcomeField.value as CommunicationOutcome | null;
  const action = actionField.value as CommunicationAction | null;
  return (
    <div className="db-comms-dialog__row">
      <FormGroup
        label={outcomeField.label}
        labelFor={outcomeField.id}
        helperText={outcomeField.error}
        intent={intentOf(outcomeField.error)}
      >
        <HTMLSelect
          id={outcomeField.id}
          fill
          value={outcome ?? noOutcome}
          options={[
            { value: noOutcome, label: 'No outcome' },
            ...CommunicationOutcomes.map((o) => ({ value: o, label: o })),
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            const next = withOutcome({ outcome, action }, value === noOutcome ? null : (value as CommunicationOutcome));
            outcomeField.onChange(next.outcome);
            actionField.onChange(next.action);
          }}
        />
      </FormGroup>
      <FormGroup
        label={actionField.label}
        labelFor={actionField.id}
        helperText={actionField.error}
        intent={intentOf(actionField.error)}
      >
        <HTMLSelect
          id={actionField.id}
          fill
          disabled={outcome === null}
          value={action ?? ''}
          options={
            outcome === null
              ? [{ value: '', label: 'Pick an outcome first' }]
              : OutcomeActions[outcome].map((allowed) => ({
                  value: allowed,
                  label: communicationActionLabel(allowed),
                }))
          }
          onChange={(event) => actionField.onChange(Number(event.currentTarget.value) as CommunicationAction)}
        />
      </FormGroup>
    </div>
  );
}

function ContentField() {
  const field = useFormField('content');
  return (
    <FormGroup label={field.label} labelFor={field.id} helperText={field.error} intent={intentOf(field.error)}>
      <TextArea
        id={field.id}
        fill
        rows={4}
        maxLength={10_000}
        value={field.value as string}
        placeholder="What was said, what happens next"
        onChange={(event) => field.onChange(event.currentTarget.value)}
      />
    </FormGroup>
  );
}

const intentOf = (error: string | undefined) => (error ? 'danger' : 'none');
