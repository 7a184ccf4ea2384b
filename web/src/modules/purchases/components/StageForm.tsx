import { Button, FormGroup, InputGroup, NumericInput } from '@blueprintjs/core';
import type { Purchase, UpdatePurchaseBody } from '@dealbook/contracts';
import { useState } from 'react';

export interface StageFormProps {
  purchase: Purchase;
  busy: boolean;
  onSave: (changes: UpdatePurchaseBody) => Promise<boolean>;
}

/** Moves the purchaser to a new stage with a score (0–100); the step joins the history. */
export function StageForm({ purchase, busy, onSave }: StageFormProps) {
  const [stage, setStage] = useState('');
  const [score, setScore] = useState(0);
  const trimmed = stage.trim();

  const submit = async () => {
    if (trimmed === '') return;
    if (await onSave({ currentStage: trimmed, score })) {
      setStage('');
      setScore(0);
    }
  };

  return (
    <form
      className="db-purchase-drawer__stage"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormGroup label="New stage" labelFor="purchase-stage" helperText={`Now: ${purchase.currentStage || 'none'}`}>
        <InputGroup id="purchase-stage" value={stage} maxLength={100} onValueChange={setStage} />
      </FormGroup>
      <FormGroup label="Score" labelFor="purchase-score" helperText="0 to 100">
        <NumericInput
          id="purchase-score"
          min={0}
          max={100}
          value={score}
          clampValueOnBlur
          onValueChange={(value) => setScore(Number.isFinite(value) ? Math.round(value) : 0)}
        />
      </FormGroup>
      <FormGroup>
        <Button type="submit" intent="primary" text="Move to stage" disabled={trimmed === ''} loading={busy} />
      </FormGroup>
    </form>
  );
}
