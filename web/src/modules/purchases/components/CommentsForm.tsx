import { Button, FormGroup, TextArea } from '@blueprintjs/core';
import type { Purchase, UpdatePurchaseBody } from '@dealbook/contracts';
import { useState } from 'react';

export interface CommentsFormProps {
  purchase: Purchase;
  busy: boolean;
  onSave: (changes: UpdatePurchaseBody) => Promise<boolean>;
}

/** The comments the client may see and the firm's internal ones (spec §3.6). */
export function CommentsForm({ purchase, busy, onSave }: CommentsFormProps) {
  const [clientComments, setClientComments] = useState(purchase.clientComments);
  const [internalComments, setInternalComments] = useState(purchase.internalComments);
  const changed = clientComments !== purchase.clientComments || internalComments !== purchase.internalComments;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSave({ clientComments, internalComments });
      }}
    >
      <FormGroup label="Client comments" labelFor="purchase-client-comments" helperText="The client may see these">
        <TextArea
          id="purchase-client-comments"
          fill
          rows={3}
          maxLength={10_000}
          value={clientComments}
          onChange={(event) => setClientComments(event.currentTarget.value)}
        />
      </FormGroup>
      <FormGroup label="Internal comments" labelFor="purchase-internal-comments" helperText="Only the firm sees these">
        <TextArea
          id="purchase-internal-comments"
          fill
          rows={3}
          maxLength={10_000}
          value={internalComments}
          onChange={(event) => setInternalComments(event.currentTarget.value)}
        />
      </FormGroup>
      <Button type="submit" intent="primary" text="Save comments" disabled={!changed} loading={busy} />
    </form>
  );
}
