import { textEnumLabel } from '@dealbook/contracts';
import { ChoiceMultiSelect } from './ChoiceMultiSelect.js';

export interface EnumMultiSelectProps<T extends string> {
  id: string;
  options: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  placeholder?: string;
  /** What one value is, for the message on typed text that is not picked. */
  noun?: string;
}

/** Pick any number of enumeration values; typing filters the list (spec §2.6 wording). */
export function EnumMultiSelect<T extends string>({ noun = 'option', ...props }: EnumMultiSelectProps<T>) {
  return (
    <ChoiceMultiSelect<T>
      {...props}
      items={props.options}
      noun={noun}
      keyOf={(item) => item}
      labelOf={(item) => textEnumLabel(item)}
    />
  );
}
