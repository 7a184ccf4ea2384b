import { Button } from '@blueprintjs/core';

export interface FormActionsProps {
  submitLabel: string;
  saving: boolean;
  onCancel: () => void;
}

/** A page form's buttons: submit (busy while saving) and cancel. */
export function FormActions({ submitLabel, saving, onCancel }: FormActionsProps) {
  return (
    <div className="db-form-actions">
      <Button type="submit" intent="primary" text={submitLabel} loading={saving} />
      <Button text="Cancel" onClick={onCancel} disabled={saving} />
    </div>
  );
}
