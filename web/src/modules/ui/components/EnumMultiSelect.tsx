import { MenuItem } from '@blueprintjs/core';
import { MultiSelect, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
import { textEnumLabel } from '@dealbook/contracts';

export interface EnumMultiSelectProps<T extends string> {
  id: string;
  options: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  placeholder?: string;
}

const matches: ItemPredicate<string> = (query, item) =>
  textEnumLabel(item).toLowerCase().includes(query.trim().toLowerCase());

/** Pick any number of enumeration values; typing filters the list (spec §2.6 wording). */
export function EnumMultiSelect<T extends string>({
  id,
  options,
  selected,
  onChange,
  placeholder = 'Type to search',
}: EnumMultiSelectProps<T>) {
  const toggle = (item: T) =>
    onChange(selected.includes(item) ? selected.filter((s) => s !== item) : [...selected, item]);

  const renderItem: ItemRenderer<T> = (item, { handleClick, handleFocus, modifiers }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={item}
        text={textEnumLabel(item)}
        roleStructure="listoption"
        selected={selected.includes(item)}
        active={modifiers.active}
        disabled={modifiers.disabled}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

  return (
    <MultiSelect<T>
      items={[...options]}
      selectedItems={[...selected]}
      itemRenderer={renderItem}
      itemPredicate={matches}
      onItemSelect={toggle}
      onRemove={(item) => toggle(item)}
      onClear={() => onChange([])}
      tagRenderer={(item) => textEnumLabel(item)}
      noResults={<MenuItem disabled text="No items found" roleStructure="listoption" />}
      placeholder={placeholder}
      resetOnSelect
      fill
      popoverProps={{ minimal: true, placement: 'bottom-start' }}
      tagInputProps={{ inputProps: { id }, tagProps: { minimal: true } }}
    />
  );
}
