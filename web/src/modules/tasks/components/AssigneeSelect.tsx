import { MenuItem } from '@blueprintjs/core';
import { MultiSelect, type ItemRenderer } from '@blueprintjs/select';
import type { PersonSummary } from '@dealbook/contracts';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { useTeamMembers } from '../../users/hooks/useTeamMembers.js';

export interface AssigneeSelectProps {
  id: string;
  selected: readonly PersonSummary[];
  onChange: (people: PersonSummary[]) => void;
}

/** Team members (GET /api/teammembers) and yourself, whether or not you are on the team. */
export function usePeopleToAssign(): PersonSummary[] {
  const me = useCurrentUser();
  const team = useTeamMembers();
  const people = (team.data ?? []).map(({ _id, fullName }) => ({ _id, fullName }));
  return people.some((person) => person._id === me._id) ? people : [{ _id: me._id, fullName: me.fullName }, ...people];
}

export function AssigneeSelect({ id, selected, onChange }: AssigneeSelectProps) {
  const people = usePeopleToAssign();
  const isSelected = (person: PersonSummary) => selected.some((s) => s._id === person._id);
  const toggle = (person: PersonSummary) =>
    onChange(isSelected(person) ? selected.filter((s) => s._id !== person._id) : [...selected, person]);

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
      items={people}
      selectedItems={[...selected]}
      itemRenderer={renderItem}
      itemPredicate={(query, person) => person.fullName.toLowerCase().includes(query.trim().toLowerCase())}
      onItemSelect={toggle}
      onRemove={toggle}
      onClear={() => onChange([])}
      tagRenderer={(person) => person.fullName}
      noResults={<MenuItem disabled text="No items found" roleStructure="listoption" />}
      placeholder="Type to search"
      resetOnSelect
      fill
      popoverProps={{ minimal: true, placement: 'bottom-start' }}
      tagInputProps={{ inputProps: { id }, tagProps: { minimal: true } }}
    />
  );
}
