import { Checkbox, FormGroup, HTMLSelect, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { ImportModeLabels, ImportModes, type ImportKind } from '@dealbook/contracts';
import { useFormField } from '../../forms/hooks/useFormField.js';
import { matchOnOptions } from '../utils/mappingForm.js';

export interface MappingOptionsProps {
  kind: ImportKind;
  /** Problems seen as the person maps, by control. */
  liveProblems: Readonly<Record<string, string>>;
}

/** How rows find their records, what they do, and whether to remember the mapping. */
export function MappingOptions({ kind, liveProblems }: MappingOptionsProps) {
  const matchOn = useFormField('matchOn');
  const mode = useFormField('mode');
  const remember = useFormField('remember');
  const matchOnError = matchOn.error ?? liveProblems.matchOn;
  const modeError = mode.error ?? liveProblems.mode;
  return (
    <div className="db-import-mapping__options">
      <FormGroup
        label={matchOn.label}
        labelFor={matchOn.id}
        helperText={matchOnError ?? 'A row whose value here is already a record’s updates that record.'}
        intent={matchOnError ? Intent.DANGER : Intent.NONE}
      >
        <HTMLSelect
          id={matchOn.id}
          value={(matchOn.value as string | undefined) ?? ''}
          onChange={(event) => matchOn.onChange(event.currentTarget.value)}
          options={matchOnOptions(kind)}
        />
      </FormGroup>
      <FormGroup helperText={modeError} intent={modeError ? Intent.DANGER : Intent.NONE}>
        <RadioGroup
          label={mode.label}
          name={mode.id}
          selectedValue={(mode.value as string | undefined) ?? ''}
          onChange={(event) => mode.onChange(event.currentTarget.value)}
        >
          {ImportModes.map((option, index) => (
            <Radio
              key={option}
              id={index === 0 ? mode.id : undefined}
              value={option}
              label={ImportModeLabels[option]}
            />
          ))}
        </RadioGroup>
      </FormGroup>
      <FormGroup helperText={remember.error} intent={remember.error ? Intent.DANGER : Intent.NONE}>
        <Checkbox
          id={remember.id}
          label={remember.label}
          checked={Boolean(remember.value)}
          onChange={(event) => remember.onChange(event.currentTarget.checked)}
        />
      </FormGroup>
    </div>
  );
}
