import { FormGroup, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { ImportKindLabels, ImportKinds } from '@dealbook/contracts';
import { useFormField } from '../../forms/hooks/useFormField.js';

/** Companies, contacts or projects: what the file's rows are. */
export function ImportKindField({ name, disabled }: { name: string; disabled: boolean }) {
  const field = useFormField(name);
  return (
    <FormGroup helperText={field.error} intent={field.error ? Intent.DANGER : Intent.NONE}>
      <RadioGroup
        label={field.label}
        name={field.id}
        inline
        disabled={disabled}
        selectedValue={(field.value as string | undefined) ?? ''}
        onChange={(event) => field.onChange(event.currentTarget.value)}
      >
        {ImportKinds.map((kind, index) => (
          // The first radio carries the field's id: the form focuses it when nothing is chosen.
          <Radio key={kind} id={index === 0 ? field.id : undefined} value={kind} label={ImportKindLabels[kind]} />
        ))}
      </RadioGroup>
    </FormGroup>
  );
}
