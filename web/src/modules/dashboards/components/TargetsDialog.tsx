import { Dialog, DialogBody } from '@blueprintjs/core';
import type { CallerRow } from '@dealbook/contracts';
import { FormTextField } from '../../forms/components/FormTextField.js';
import { DialogFormFooter } from '../../forms/components/DialogFormFooter.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { useSetCallerTargets } from '../hooks/useSetCallerTargets.js';
import { targetsFieldLabels, targetsFormSchema, targetsFormValues } from '../utils/targetsForm.js';

export interface TargetsDialogProps {
  /** The member whose targets are edited; the dialog is open while set. */
  member: CallerRow;
  onClose: () => void;
}

/** A manager sets a team member's calls per day and NDAs per month; empty means no target. */
export function TargetsDialog({ member, onClose }: TargetsDialogProps) {
  return (
    <Dialog isOpen onClose={onClose} title={`Targets of ${member.fullName}`} icon="flag">
      {/* Another member starts from their own targets. */}
      <TargetsForm key={member.userId} member={member} onClose={onClose} />
    </Dialog>
  );
}

const targetsFieldIds = { callsPerDay: 'targets-calls-per-day', ndasPerMonth: 'targets-ndas-per-month' };

function TargetsForm({ member, onClose }: TargetsDialogProps) {
  const form = useSchemaForm({
    schema: targetsFormSchema,
    defaultValues: targetsFormValues(member.targets),
    labels: targetsFieldLabels,
  });
  const save = useSetCallerTargets();
  const cycle = useSaveCycle({
    form,
    labels: targetsFieldLabels,
    save: (targets) => save.mutateAsync({ userId: member.userId, targets }),
    savedMessage: `Targets of ${member.fullName} saved`,
    failedMessage: `The targets of ${member.fullName} were not saved`,
    onSaved: onClose,
  });

  return (
    <SchemaForm
      id="targets-form"
      form={form}
      cycle={cycle}
      idPrefix="targets"
      ids={targetsFieldIds}
      labels={targetsFieldLabels}
    >
      <DialogBody>
        <FormTextField name="callsPerDay" inputMode="decimal" autoFocus placeholder="No target" />
        <FormTextField name="ndasPerMonth" inputMode="decimal" placeholder="No target" />
      </DialogBody>
      <DialogFormFooter submitLabel="Save targets" cycle={cycle} onClose={onClose} />
    </SchemaForm>
  );
}
