import { FileInput, FormGroup, Icon, Intent } from '@blueprintjs/core';
import { useState, type DragEvent } from 'react';
import { useFormField } from '../../forms/hooks/useFormField.js';
import { formatFileSize } from '../../ui/utils/fileSize.js';
import { acceptedFileTypes } from '../utils/uploadForm.js';

/** The form's file: dropped on the zone or picked with the file input inside it (the keyboard's way). */
export function ImportFileDropZone({ name, disabled }: { name: string; disabled: boolean }) {
  const field = useFormField(name);
  const [over, setOver] = useState(false);
  const file = field.value instanceof File ? field.value : null;

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (!disabled && dropped) field.onChange(dropped);
  };

  const className = ['db-import-drop', over && 'db-import-drop--over', field.error && 'db-import-drop--error']
    .filter(Boolean)
    .join(' ');
  return (
    <FormGroup
      label={field.label}
      labelFor={field.id}
      helperText={field.error}
      intent={field.error ? Intent.DANGER : Intent.NONE}
    >
      <div
        className={className}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <Icon icon="cloud-upload" size={32} />
        <span>Drop an Excel workbook (.xlsx) or a CSV file here, or</span>
        <FileInput
          disabled={disabled}
          text={file ? `${file.name} (${formatFileSize(file.size)})` : 'Choose a file…'}
          hasSelection={file !== null}
          inputProps={{ id: field.id, accept: acceptedFileTypes, 'aria-label': field.label }}
          onInputChange={(event) => field.onChange(event.currentTarget.files?.[0] ?? null)}
        />
      </div>
    </FormGroup>
  );
}
