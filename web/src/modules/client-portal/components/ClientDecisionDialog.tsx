import { Dialog, DialogBody } from '@blueprintjs/core';
import type { ClientApprovalItem, ClientDecision } from '@dealbook/contracts';
import { DialogFormFooter } from '../../forms/components/DialogFormFooter.js';
import { FormTextAreaField } from '../../forms/components/FormTextAreaField.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { useClientDecision } from '../hooks/useClientDecision.js';
import {
  clientDecisionFieldLabels,
  clientDecisionFormSchema,
  clientDecisionFormValues,
  decisionVerbs,
} from '../utils/clientDecisionForm.js';

export interface ClientDecisionDialogProps {
  item: ClientApprovalItem;
  decision: ClientDecision;
  onClose: () => void;
}

/** The client approves or rejects one purchaser or document, with a comment for the team. */
export function ClientDecisionDialog({ item, decision, onClose }: ClientDecisionDialogProps) {
  const verb = decisionVerbs[decision];
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={`${verb.action} ${item.title}`}
      icon={decision === 'approved' ? 'tick-circle' : 'cross-circle'}
    >
      <ClientDecisionForm item={item} decision={decision} onClose={onClose} />
    </Dialog>
  );
}

function ClientDecisionForm({ item, decision, onClose }: ClientDecisionDialogProps) {
  const verb = decisionVerbs[decision];
  const form = useSchemaForm({
    schema: clientDecisionFormSchema(decision),
    defaultValues: clientDecisionFormValues,
    labels: clientDecisionFieldLabels,
  });
  const send = useClientDecision(item.kind);
  const cycle = useSaveCycle({
    form,
    labels: clientDecisionFieldLabels,
    save: (body) => send.mutateAsync({ item, body }),
    savedMessage: `${verb.done} ${item.title}`,
    failedMessage: `${item.title} was not ${verb.done.toLowerCase()}.`,
    onSaved: onClose,
  });
  return (
    <SchemaForm
      id="client-decision-form"
      form={form}
      cycle={cycle}
      idPrefix="client-decision"
      labels={clientDecisionFieldLabels}
      label={`${verb.action} ${item.title}`}
    >
      <DialogBody>
        <p>
          {decision === 'approved'
            ? 'Anything the team should know? (optional)'
            : 'Tell the team why, so they can act on it.'}
        </p>
        <FormTextAreaField name="comment" autoFocus submitOnEnter />
      </DialogBody>
      <DialogFormFooter submitLabel={verb.action} cycle={cycle} onClose={onClose} />
    </SchemaForm>
  );
}
