import { FormGroup, Intent, SegmentedControl } from '@blueprintjs/core';
import { ImportKindLabels, ImportKinds } from '@dealbook/contracts';
import { useFormField } from '../../forms/hooks/useFormField.js';

const icons = { companies: 'office', contacts: 'person', projects: 'briefcase' } as const;

/**
 * Companies, contacts or projects: what the file's rows are. A segmented control: one tab stop,
 * arrow keys move between the three, and each is a radio to assistive technology.
 */
export function ImportKindField({ name, disabled }: { name: string; disabled: boolean }) {
  const field = useFormField(name);
  return (
    <FormGroup label={field.label} helperText={field.error} intent={field.error ? Intent.DANGER : Intent.NONE}>
      <SegmentedControl
        aria-label={field.label}
        disabled={disabled}
        value={(field.value as string | undefined) ?? ''}
        onValueChange={field.onChange}
        options={ImportKinds.map((kind) => ({ value: kind, label: ImportKindLabels[kind], icon: icons[kind] }))}
      />
    </FormGroup>
  );
}
