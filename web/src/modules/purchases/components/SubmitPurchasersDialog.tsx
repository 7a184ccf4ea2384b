import { Dialog, DialogBody } from '@blueprintjs/core';
import { DialogFormFooter } from '../../forms/components/DialogFormFooter.js';
import { FormSwitchField } from '../../forms/components/FormSwitchField.js';
import { FormTextAreaField } from '../../forms/components/FormTextAreaField.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { useSubmitPurchasers } from '../hooks/useSubmitPurchasers.js';
import {
  submissionSummary,
  submitPurchasersFieldLabels,
  submitPurchasersFormSchema,
  submitPurchasersFormValues,
  type SubmitPurchasersScope,
} from '../utils/submitPurchasersForm.js';

export interface SubmitPurchasersDialogProps {
  projectId: string;
  scope: SubmitPurchasersScope;
  /** "3 selected purchasers", "every purchaser not yet submitted". */
  description: string;
  onClose: (submitted: boolean) => void;
}

/** Submits purchasers for the client's approval, with a note to the client and, if chosen, their sectors. */
export function SubmitPurchasersDialog({ projectId, scope, description, onClose }: SubmitPurchasersDialogProps) {
  const form = useSchemaForm({
    schema: submitPurchasersFormSchema(scope),
    defaultValues: submitPurchasersFormValues,
    labels: submitPurchasersFieldLabels,
  });
  const submit = useSubmitPurchasers(projectId);
  const cycle = useSaveCycle({
    form,
    labels: submitPurchasersFieldLabels,
    save: (body) => submit.mutateAsync(body),
    savedMessage: submissionSummary,
    failedMessage: 'The purchasers were not submitted.',
    onSaved: () => onClose(true),
  });
  return (
    <Dialog isOpen onClose={() => onClose(false)} title="Submit for client approval" icon="send-to">
      <SchemaForm
        id="submit-purchasers-form"
        form={form}
        cycle={cycle}
        idPrefix="submit-purchasers"
        labels={submitPurchasersFieldLabels}
        label="Submit for client approval"
      >
        <DialogBody>
          <p>
            The client will be asked to approve {description}. They see the company names, your note and, if you share
            them, the sectors — never your comments or scores.
          </p>
          <FormTextAreaField name="note" autoFocus />
          <FormSwitchField name="shareSector" />
        </DialogBody>
        <DialogFormFooter submitLabel="Submit" cycle={cycle} onClose={() => onClose(false)} />
      </SchemaForm>
    </Dialog>
  );
}
