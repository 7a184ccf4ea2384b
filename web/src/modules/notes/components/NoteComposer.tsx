import { Button, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { NoteContentMaxLength, noteFieldsSchema } from '@dealbook/contracts';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useFormField } from '../../forms/hooks/useFormField.js';
import { useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { formSchema } from '../../forms/utils/formSchema.js';
import { ConflictDialog } from '../../records/components/ConflictDialog.js';

const noteLabels = { content: 'Note' };
const noteSchema = formSchema((values: { content: string }) => values, noteFieldsSchema);

export interface NoteComposerProps {
  initial?: string;
  submitText: string;
  /** Sends the note's text (a create or an edit of the version shown). */
  save: (content: string) => Promise<unknown>;
  savedMessage: string;
  failedMessage: string;
  /** After a save: an edit closes, a new note's box empties. */
  onSaved?: () => void;
  onCancel?: () => void;
}

/** A plain-text box for a new note or an edit, on the one save cycle; cleared once the note is saved. */
export function NoteComposer({
  initial = '',
  submitText,
  save,
  savedMessage,
  failedMessage,
  onSaved,
  onCancel,
}: NoteComposerProps) {
  const form = useSchemaForm({ schema: noteSchema, defaultValues: { content: initial }, labels: noteLabels });
  const cycle = useSaveCycle({
    form,
    labels: noteLabels,
    save: ({ content }) => save(content),
    savedMessage,
    failedMessage,
    onSaved: () => {
      form.reset({ content: '' });
      onSaved?.();
    },
  });
  const content = useWatch({ control: form.control, name: 'content' });
  return (
    <SchemaForm form={form} cycle={cycle} idPrefix={`note-${useId()}`} labels={noteLabels} className="db-note-composer">
      <NoteText label={submitText} />
      <div className="db-note-composer__actions">
        {onCancel && <Button text="Cancel" onClick={onCancel} disabled={cycle.saving} />}
        <Button
          type="submit"
          intent="primary"
          text={submitText}
          loading={cycle.saving}
          disabled={content.trim() === ''}
        />
      </div>
      <ConflictDialog
        isOpen={cycle.conflict}
        noun="note"
        // The notes refetched after the refused save: closing the edit shows their version.
        onReload={() => {
          cycle.keepEditing();
          onCancel?.();
        }}
        onKeepEditing={cycle.keepEditing}
      />
    </SchemaForm>
  );
}

/** The note's text, named by the button it goes with ("Add note", "Save note"). */
function NoteText({ label }: { label: string }) {
  const field = useFormField('content');
  return (
    <FormGroup helperText={field.error} intent={field.error ? Intent.DANGER : Intent.NONE}>
      <TextArea
        id={field.id}
        fill
        aria-label={label}
        aria-invalid={field.error ? true : undefined}
        placeholder="Write a note…"
        value={(field.value as string | undefined) ?? ''}
        maxLength={NoteContentMaxLength}
        onChange={(event) => field.onChange(event.currentTarget.value)}
      />
    </FormGroup>
  );
}
