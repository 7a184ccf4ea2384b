import { Button, FormGroup, InputGroup, Intent, NumericInput, Tooltip } from '@blueprintjs/core';
import { updatePurchaseBodySchema, type Purchase } from '@dealbook/contracts';
import { useWatch } from 'react-hook-form';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useFormField } from '../../forms/hooks/useFormField.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { formSchema } from '../../forms/utils/formSchema.js';
import { ConflictDialog } from '../../records/components/ConflictDialog.js';
import { usePurchaseFormSave } from '../hooks/useSavePurchase.js';
import { purchaseFieldLabels } from '../../ui/labels/purchaseLabels.js';
import { rejectedLock } from '../../ui/labels/clientReviewLabels.js';

export interface StageFormProps {
  purchase: Purchase;
  /** A change to the purchase is on its way from the grid. */
  busy: boolean;
}

interface StageValues {
  currentStage: string;
  score: number;
}

const noStage: StageValues = { currentStage: '', score: 0 };

const stageSchema = formSchema((values: StageValues) => values, updatePurchaseBodySchema);

/** Moves the purchaser to a new stage with a score (0–100); the step joins the history. */
export function StageForm({ purchase, busy }: StageFormProps) {
  const form = useSchemaForm({ schema: stageSchema, defaultValues: noStage, labels: purchaseFieldLabels });
  const cycle = usePurchaseFormSave({
    form,
    purchase,
    savedMessage: 'Stage saved',
    onSaved: () => form.reset(noStage),
  });
  const stage = useWatch({ control: form.control, name: 'currentStage' });
  const refused = rejectedLock(purchase);

  return (
    <>
      <SchemaForm
        form={form}
        cycle={cycle}
        idPrefix="purchase"
        labels={purchaseFieldLabels}
        className="db-purchase-drawer__stage"
      >
        <StageInput now={purchase.currentStage} />
        <ScoreInput />
        <FormGroup>
          <Tooltip content={refused ?? ''} disabled={refused === null} placement="top">
            <Button
              type="submit"
              intent="primary"
              text="Move to stage"
              disabled={stage.trim() === '' || refused !== null}
              loading={busy || cycle.saving}
            />
          </Tooltip>
        </FormGroup>
      </SchemaForm>
      <ConflictDialog
        isOpen={cycle.conflict}
        noun="potential purchase"
        // The purchase refetched after the refused save: the stage shown is theirs, the new one is kept.
        onReload={cycle.keepEditing}
        onKeepEditing={cycle.keepEditing}
      />
    </>
  );
}

function StageInput({ now }: { now: string }) {
  const field = useFormField('currentStage');
  return (
    <FormGroup
      label={field.label}
      labelFor={field.id}
      helperText={field.error ?? `Now: ${now || 'none'}`}
      intent={field.error ? Intent.DANGER : Intent.NONE}
    >
      <InputGroup
        id={field.id}
        value={(field.value as string | undefined) ?? ''}
        maxLength={100}
        onValueChange={field.onChange}
        intent={field.error ? Intent.DANGER : Intent.NONE}
      />
    </FormGroup>
  );
}

function ScoreInput() {
  const field = useFormField('score');
  return (
    <FormGroup
      label={field.label}
      labelFor={field.id}
      helperText={field.error ?? '0 to 100'}
      intent={field.error ? Intent.DANGER : Intent.NONE}
    >
      <NumericInput
        id={field.id}
        min={0}
        max={100}
        value={(field.value as number | undefined) ?? 0}
        clampValueOnBlur
        onValueChange={(value) => field.onChange(Number.isFinite(value) ? Math.round(value) : 0)}
      />
    </FormGroup>
  );
}
