import { FileInput, FormGroup, Intent } from '@blueprintjs/core';
import { formatFileSize } from '../../ui/utils/fileSize.js';
import { useFormField } from '../hooks/useFormField.js';

export interface FormFileFieldProps {
  name: string;
  label?: string;
  disabled?: boolean;
}

/** One file chosen from the computer, held in the form as a File (or null), with its size shown. */
export function FormFileField({ name, label, disabled }: FormFileFieldProps) {
  const field = useFormField(name, label);
  const file = field.value instanceof File ? field.value : null;
  const intent = field.error ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup label={field.label} labelFor={field.id} helperText={field.error} intent={intent}>
      <FileInput
        fill
        disabled={disabled}
        text={file ? `${file.name} (${formatFileSize(file.size)})` : 'Choose a file…'}
        hasSelection={file !== null}
        inputProps={{ id: field.id, 'aria-label': field.label }}
        onInputChange={(event) => field.onChange(event.currentTarget.files?.[0] ?? null)}
      />
    </FormGroup>
  );
}
