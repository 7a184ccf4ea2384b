import type { PersonSummary } from '@dealbook/contracts';
import { ChoiceMultiSelect } from '../../ui/components/ChoiceMultiSelect.js';

export interface PeopleMultiSelectProps {
  id: string;
  /** Who can be chosen. */
  people: readonly PersonSummary[];
  selected: readonly PersonSummary[];
  onChange: (people: PersonSummary[]) => void;
  disabled?: boolean;
}

/** Choose any number of people by name; typing filters. */
export function PeopleMultiSelect({ people, selected, ...props }: PeopleMultiSelectProps) {
  // Someone chosen earlier who is no longer offered (left the team) stays removable.
  const items = [...people, ...selected.filter((person) => !people.some((p) => p._id === person._id))];
  return (
    <ChoiceMultiSelect<PersonSummary>
      {...props}
      items={items}
      selected={selected}
      noun="person"
      keyOf={(person) => person._id}
      labelOf={(person) => person.fullName}
    />
  );
}
