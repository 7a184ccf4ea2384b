import { MenuItem } from '@blueprintjs/core';
import { MultiSelect, type ItemRenderer } from '@blueprintjs/select';
import type { PersonSummary } from '@dealbook/contracts';

export interface PeopleMultiSelectProps {
  id: string;
  /** Who can be chosen. */
  people: readonly PersonSummary[];
  selected: readonly PersonSummary[];
  onChange: (people: PersonSummary[]) => void;
  disabled?: boolean;
}

/** Choose any number of people by name; typing filters. */
export function PeopleMultiSelect({ id, people, selected, onChange, disabled }: PeopleMultiSelectProps) {
  const isSelected = (person: PersonSummary) => selected.some((s) => s._id === person._id);
  const toggle = (person: PersonSummary) =>
    onChange(isSelected(person) ? selected.filter((s) => s._id !== person._id) : [...selected, person]);
  // Someone chosen earlier who is no longer offered (left the team) stays removable.
  const items = [...people, ...selected.filter((person) => !people.some((p) => p._id === person._id))];

  const renderItem: ItemRenderer<PersonSummary> = (person, { handleClick, handleFocus, modifiers }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={person._id}
        text={person.fullName}
        roleStructure="listoption"
        selected={isSelected(person)}
        active={modifiers.active}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

  return (
    <MultiSelect<PersonSummary>
      items={items}
      selectedItems={[...selected]}
      itemRenderer={renderItem}
      itemPredicate={(query, person) => person.fullName.toLowerCase().includes(query.trim().toLowerCase())}
      itemsEqual="_id"
      onItemSelect={toggle}
      onRemove={toggle}
      onClear={() => onChange([])}
      tagRenderer={(person) => person.fullName}
      noResults={<MenuItem disabled text="No items found" roleStructure="listoption" />}
      placeholder="Type to search"
      resetOnSelect
      fill
      disabled={disabled}
      popoverProps={{ minimal: true, placement: 'bottom-start' }}
      tagInputProps={{ inputProps: { id }, tagProps: { minimal: true } }}
    />
  );
}
