import { MenuItem } from '@blueprintjs/core';
import { MultiSelect, type ItemRenderer } from '@blueprintjs/select';
import { useState } from 'react';
import { PickerKeys } from './PickerKeys.js';

export interface ChoiceMultiSelectProps<T> {
  id: string;
  /** What can be chosen. */
  items: readonly T[];
  selected: readonly T[];
  /** Tells two entries apart. */
  keyOf: (item: T) => string | number;
  /** The words an entry shows (and typing is matched against). */
  labelOf: (item: T) => string;
  onChange: (selected: T[]) => void;
  /** What one entry is, for the message on typed text that is not picked ("person"). */
  noun: string;
  placeholder?: string;
  disabled?: boolean;
}

/** Pick any number of entries of a list held in the page; typing filters, Enter picks, Esc closes. */
export function ChoiceMultiSelect<T>({
  id,
  items,
  selected,
  keyOf,
  labelOf,
  onChange,
  noun,
  placeholder = 'Type to search',
  disabled,
}: ChoiceMultiSelectProps<T>) {
  const [query, setQuery] = useState('');
  const isSelected = (item: T) => selected.some((s) => keyOf(s) === keyOf(item));
  const toggle = (item: T) =>
    onChange(isSelected(item) ? selected.filter((s) => keyOf(s) !== keyOf(item)) : [...selected, item]);
  const matches = (text: string, item: T) => labelOf(item).toLowerCase().includes(text.trim().toLowerCase());

  const renderItem: ItemRenderer<T> = (item, { handleClick, handleFocus, modifiers }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={keyOf(item)}
        text={labelOf(item)}
        roleStructure="listoption"
        selected={isSelected(item)}
        active={modifiers.active}
        disabled={modifiers.disabled}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

  return (
    <PickerKeys pending={query} noun={noun} matched={items.some((item) => matches(query, item))}>
      <MultiSelect<T>
        items={[...items]}
        selectedItems={[...selected]}
        query={query}
        onQueryChange={setQuery}
        itemRenderer={renderItem}
        itemPredicate={matches}
        itemsEqual={(a, b) => keyOf(a) === keyOf(b)}
        onItemSelect={toggle}
        onRemove={toggle}
        onClear={() => onChange([])}
        tagRenderer={labelOf}
        noResults={<MenuItem disabled text={`No ${noun} matches`} roleStructure="listoption" />}
        placeholder={placeholder}
        resetOnSelect
        fill
        disabled={disabled}
        popoverProps={{ minimal: true, placement: 'bottom-start' }}
        tagInputProps={{ inputProps: { id }, tagProps: { minimal: true } }}
      />
    </PickerKeys>
  );
}
