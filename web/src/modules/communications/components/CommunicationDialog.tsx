import '../communications.css';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import {
  CommunicationOutcomes,
  hasRole,
  OutcomeActions,
  type Communication,
  type CommunicationAction,
  type CommunicationOutcome,
  type CommunicationType,
  type RecordRef,
  counted,
} from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { ConflictDialog } from '../../records/components/ConflictDialog.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import type { FieldErrors } from '../../ui/utils/fieldErrors.js';
import { useCommunicationMutations } from '../hooks/useCommunicationMutations.js';
import {
  draftFields,
  draftOf,
  draftProblems,
  linkLists,
  newDraft,
  withOutcome,
  type CommunicationDraft,
} from '../utils/communicationDraft.js';
import { communicationActionLabel, communicationTypeOptions } from '../../ui/labels/communicationLabels.js';
import { PeopleFields } from './PeopleFields.js';
import { DateField } from '../../ui/components/DateField.js';

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

const noOutcome = '';

/** Log, or edit, a call, e-mail or meeting (spec §3.7) with its outcome and follow-up (§4.4). */
export function CommunicationDialog({
  onClose,
  communication,
  links = [],
  purchaseIds,
  onSaved,
}: CommunicationDialogProps) {
  const me = useCurrentUser();
  // External callers see no contact or staff directory; the server records them as the author.
  const staff = hasRole(me.role, 'user');
  const [draft, setDraft] = useState<CommunicationDraft>(() =>
    communication ? draftOf(communication) : newDraft(staff ? me : null),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState(false);
  const { create, update, mass } = useCommunicationMutations();
  const saving = create.isPending || update.isPending || mass.isPending;
  const set = <K extends keyof CommunicationDraft>(key: K, value: CommunicationDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const allowedActions = draft.outcome ? OutcomeActions[draft.outcome] : [];

  const send = async () => {
    const fields = draftFields(draft);
    if (communication) {
      await update.mutateAsync({ communication, changes: fields });
      return 'Communication saved';
    }
    if (purchaseIds) {
      await mass.mutateAsync({ communication: fields, purchases: [...purchaseIds] });
      return `Communication logged for ${counted(purchaseIds.length, 'purchaser')}`;
    }
    await create.mutateAsync({ ...fields, ...linkLists(links) });
    return 'Communication logged';
  };

  const save = async () => {
    const problems = draftProblems(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      toastSuccess(await send());
      onSaved?.();
      onClose();
    } catch (error) {
      if (isApiError(error, 409)) setConflict(true);
      else {
        if (isApiError(error, 400)) setErrors(error.details);
        toastError('The communication was not saved.', errorMessage(error));
      }
    }
  };

  const title = communication
    ? 'Edit communication'
    : purchaseIds
      ? `Log for ${purchaseIds.length} selected`
      : 'Log communication';

  return (
    <Dialog isOpen onClose={onClose} title={title} icon="phone" style={{ width: 640 }}>
      <DialogBody>
        <div className="db-comms-dialog__row">
          <FormGroup
            label="Type"
            labelFor="comms-type"
            helperText={errors.commsType}
            intent={intentOf(errors.commsType)}
          >
            <HTMLSelect
              id="comms-type"
              fill
              value={draft.commsType}
              options={communicationTypeOptions}
              onChange={(event) => set('commsType', Number(event.currentTarget.value) as CommunicationType)}
            />
          </FormGroup>
          <DateField
            id="comms-date"
            label="Date"
            value={draft.commsDate}
            onChange={(iso) => set('commsDate', iso)}
            error={errors.commsDate}
            withTime
          />
        </div>
        {staff && (
          <PeopleFields
            contacted={draft.contacted}
            employees={draft.employees}
            errors={errors}
            onContactedChange={(people) => set('contacted', people)}
            onEmployeesChange={(people) => set('employees', people)}
          />
        )}
        <div className="db-comms-dialog__row">
          <FormGroup
            label="Outcome"
            labelFor="comms-outcome"
            helperText={errors.outcome}
            intent={intentOf(errors.outcome)}
          >
            <HTMLSelect
              id="comms-outcome"
              fill
              value={draft.outcome ?? noOutcome}
              options={[
                { value: noOutcome, label: 'No outcome' },
                ...CommunicationOutcomes.map((o) => ({ value: o, label: o })),
              ]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDraft((d) => withOutcome(d, value === noOutcome ? null : (value as CommunicationOutcome)));
              }}
            />
          </FormGroup>
          <FormGroup label="Action" labelFor="comms-action" helperText={errors.action} intent={intentOf(errors.action)}>
            <HTMLSelect
              id="comms-action"
              fill
              disabled={draft.outcome === null}
              value={draft.action ?? ''}
              options={
                draft.outcome === null
                  ? [{ value: '', label: 'Pick an outcome first' }]
                  : allowedActions.map((action) => ({ value: action, label: communicationActionLabel(action) }))
              }
              onChange={(event) => set('action', Number(event.currentTarget.value) as CommunicationAction)}
            />
          </FormGroup>
        </div>
        <FormGroup
          label="Content"
          labelFor="comms-content"
          helperText={errors.content}
          intent={intentOf(errors.content)}
        >
          <TextArea
            id="comms-content"
            fill
            rows={4}
            maxLength={10_000}
            value={draft.content}
            placeholder="What was said, what happens next"
            onChange={(event) => set('content', event.currentTarget.value)}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button
              intent="primary"
              text={communication ? 'Save' : 'Log'}
              loading={saving}
              onClick={() => void save()}
            />
          </>
        }
      />
      <ConflictDialog
        isOpen={conflict}
        noun="communication"
        // The lists refetched after the failed save: closing shows their version there.
        onReload={() => {
          setConflict(false);
          onClose();
        }}
        onKeepEditing={() => setConflict(false)}
      />
    </Dialog>
  );
}

const intentOf = (error: string | undefined) => (error ? 'danger' : 'none');
