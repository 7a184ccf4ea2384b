import { MenuItem } from '@blueprintjs/core';
import { MultiSelect, type ItemRenderer } from '@blueprintjs/select';
import type { Option } from '../../ui/labels/projectLabels.js';

export interface OptionMultiSelectProps<T extends number> {
  id: string;
  options: readonly Option<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  placeholder?: string;
}

/** Pick any number of values of a numeric enumeration by their readable names; typing filters. */
export function OptionMultiSelect<T extends number>({
  id,
  options,
  selected,
  onChange,
  placeholder = 'Type to search',
}: OptionMultiSelectProps<T>) {
  const toggle = (option: Option<T>) =>
    onChange(
      selected.includes(option.value)
        ? selected.filter((value) => value !== option.value)
        : [...selected, option.value],
    );

  const renderItem: ItemRenderer<Option<T>> = (option, { handleClick, handleFocus, modifiers }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={option.value}
        text={option.label}
        roleStructure="listoption"
        selected={selected.includes(option.value)}
        active={modifiers.active}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

  return (
    <MultiSelect<Option<T>>
      items={[...options]}
      selectedItems={options.filter((option) => selected.includes(option.value))}
      itemRenderer={renderItem}
      itemPredicate={(query, option) => option.label.toLowerCase().includes(query.trim().toLowerCase())}
      itemsEqual="value"
      onItemSelect={toggle}
      onRemove={toggle}
      onClear={() => onChange([])}
      tagRenderer={(option) => option.label}
      noResults={<MenuItem disabled text="No items found" roleStructure="listoption" />}
      placeholder={placeholder}
      resetOnSelect
      fill
      popoverProps={{ minimal: true, placement: 'bottom-start' }}
      tagInputProps={{ inputProps: { id }, tagProps: { minimal: true } }}
    />
  );
}
