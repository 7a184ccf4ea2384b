import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { CallerRow } from '@dealbook/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { serverFieldErrors } from '../../records/utils/saveErrors.js';
import { TextField } from '../../ui/components/TextField.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import type { FieldErrors } from '../../ui/utils/fieldErrors.js';
import { useSetCallerTargets } from '../hooks/useSetCallerTargets.js';
import { parseTargetsForm, targetsFormValues, type TargetsFormValues } from '../utils/targetsForm.js';

export interface TargetsDialogProps {
  /** The member whose targets are edited; the dialog is open while set. */
  member: CallerRow;
  onClose: () => void;
}

/** A manager sets a team member's calls per day and NDAs per month; empty means no target. */
export function TargetsDialog({ member, onClose }: TargetsDialogProps) {
  const [values, setValues] = useState<TargetsFormValues>(() => targetsFormValues(member.targets));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSetCallerTargets();
  const set = (field: keyof TargetsFormValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseTargetsForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { userId: member.userId, targets: parsed.targets },
      {
        onSuccess: () => {
          toastSuccess(`Targets of ${member.fullName} saved`);
          onClose();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          toastError(`The targets of ${member.fullName} were not saved`, errorMessage(error));
        },
      },
    );
  };

  return (
    <Dialog isOpen onClose={onClose} title={`Targets of ${member.fullName}`} icon="flag">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <TextField
            id="targets-calls-per-day"
            label="Calls per day"
            inputMode="decimal"
            autoFocus
            placeholder="No target"
            value={values.callsPerDay}
            onChange={set('callsPerDay')}
            error={errors.callsPerDay}
          />
          <TextField
            id="targets-ndas-per-month"
            label="NDAs per month"
            inputMode="decimal"
            placeholder="No target"
            value={values.ndasPerMonth}
            onChange={set('ndasPerMonth')}
            error={errors.ndasPerMonth}
          />
          {errors._form && <p className="db-form-error">{errors._form}</p>}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button type="submit" intent="primary" text="Save targets" loading={save.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
