import { FormGroup, HTMLSelect, Icon, Intent } from '@blueprintjs/core';
import type { ImportField } from '@dealbook/contracts';
import { useFormField } from '../../forms/hooks/useFormField.js';
import { dontImport } from '../utils/mappingForm.js';

export interface MappingColumnRowProps {
  index: number;
  /** The column's header (or "Column 4" when blank). */
  name: string;
  samples: readonly string[];
  fields: readonly ImportField[];
  /** A problem seen as the person maps (a field chosen twice), before any submit. */
  liveProblem: string | undefined;
}

/** One column of the file: its header, a few of its values, and the field it fills. */
export function MappingColumnRow({ index, name, samples, fields, liveProblem }: MappingColumnRowProps) {
  const field = useFormField(`columns.${index}`, `Field for column ${name}`);
  const value = (field.value as string | undefined) ?? dontImport;
  const error = field.error ?? liveProblem;
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        <div className="db-import-mapping__sample" title={samples.join('\n')}>
          {samples.length > 0 ? samples.join(' · ') : <span className="db-muted">—</span>}
        </div>
      </td>
      <td>
        <FormGroup helperText={error} intent={error ? Intent.DANGER : Intent.NONE}>
          <HTMLSelect
            id={field.id}
            aria-label={field.label}
            aria-invalid={error ? true : undefined}
            fill
            value={value}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            options={[
              { value: dontImport, label: 'Don’t import' },
              ...fields.map((option) => ({
                value: option.name,
                label: option.required ? `${option.label} (required)` : option.label,
              })),
            ]}
          />
        </FormGroup>
      </td>
      <td>
        {error ? (
          <Icon icon="warning-sign" intent={Intent.DANGER} title="Needs attention" />
        ) : value === dontImport ? (
          <span className="db-muted">Not imported</span>
        ) : (
          <Icon icon="tick" intent={Intent.SUCCESS} title="Mapped" />
        )}
      </td>
    </tr>
  );
}
