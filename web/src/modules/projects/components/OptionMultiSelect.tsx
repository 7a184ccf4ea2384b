import { ChoiceMultiSelect } from '../../ui/components/ChoiceMultiSelect.js';
import type { Option } from '../../ui/labels/projectLabels.js';

export interface OptionMultiSelectProps<T extends number> {
  id: string;
  options: readonly Option<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  placeholder?: string;
  /** What one value is, for the message on typed text that is not picked. */
  noun?: string;
}

/** Pick any number of values of a numeric enumeration by their readable names; typing filters. */
export function OptionMultiSelect<T extends number>({
  options,
  selected,
  onChange,
  noun = 'option',
  ...props
}: OptionMultiSelectProps<T>) {
  return (
    <ChoiceMultiSelect<Option<T>>
      {...props}
      items={options}
      selected={options.filter((option) => selected.includes(option.value))}
      onChange={(chosen) => onChange(chosen.map((option) => option.value))}
      noun={noun}
      keyOf={(option) => option.value}
      labelOf={(option) => option.label}
    />
  );
}
