import { Button, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { updatePurchaseBodySchema, type Purchase } from '@dealbook/contracts';
import { useWatch } from 'react-hook-form';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useFormField } from '../../forms/hooks/useFormField.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { formSchema } from '../../forms/utils/formSchema.js';
import { ConflictDialog } from '../../records/components/ConflictDialog.js';
import { usePurchaseFormSave } from '../hooks/useSavePurchase.js';
import { purchaseFieldLabels } from '../../ui/labels/purchaseLabels.js';

export interface CommentsFormProps {
  purchase: Purchase;
  /** A change to the purchase is on its way from the grid. */
  busy: boolean;
}

type CommentsValues = Pick<Purchase, 'clientComments' | 'internalComments'>;

const commentsOf = (purchase: Purchase): CommentsValues => ({
  clientComments: purchase.clientComments,
  internalComments: purchase.internalComments,
});

const commentsSchema = formSchema((values: CommentsValues) => values, updatePurchaseBodySchema);

/** The comments the client may see and the firm's internal ones (spec §3.6). */
export function CommentsForm({ purchase, busy }: CommentsFormProps) {
  const form = useSchemaForm({
    schema: commentsSchema,
    defaultValues: commentsOf(purchase),
    labels: purchaseFieldLabels,
  });
  const cycle = usePurchaseFormSave({ form, purchase, savedMessage: 'Comments saved' });
  const [clientComments, internalComments] = useWatch({
    control: form.control,
    name: ['clientComments', 'internalComments'],
  });
  const changed = clientComments !== purchase.clientComments || internalComments !== purchase.internalComments;

  return (
    <>
      <SchemaForm form={form} cycle={cycle} idPrefix="purchase" labels={purchaseFieldLabels}>
        <CommentField name="clientComments" hint="The client may see these" />
        <CommentField name="internalComments" hint="Only the firm sees these" />
        <Button
          type="submit"
          intent="primary"
          text="Save comments"
          disabled={!changed}
          loading={busy || cycle.saving}
        />
      </SchemaForm>
      <ConflictDialog
        isOpen={cycle.conflict}
        noun="potential purchase"
        onReload={() => {
          // The purchase refetched after the refused save: start again from their comments.
          form.reset(commentsOf(purchase));
          cycle.keepEditing();
        }}
        onKeepEditing={cycle.keepEditing}
      />
    </>
  );
}

function CommentField({ name, hint }: { name: keyof CommentsValues; hint: string }) {
  const field = useFormField(name);
  return (
    <FormGroup
      label={field.label}
      labelFor={field.id}
      helperText={field.error ?? hint}
      intent={field.error ? Intent.DANGER : Intent.NONE}
    >
      <TextArea
        id={field.id}
        fill
        rows={3}
        maxLength={10_000}
        value={(field.value as string | undefined) ?? ''}
        onChange={(event) => field.onChange(event.currentTarget.value)}
        aria-invalid={field.error ? true : undefined}
      />
    </FormGroup>
  );
}
