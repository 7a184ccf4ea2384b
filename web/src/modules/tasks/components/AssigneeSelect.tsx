import type { PersonSummary } from '@dealbook/contracts';
import { PeopleMultiSelect } from '../../projects/components/PeopleMultiSelect.js';
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
  return <PeopleMultiSelect id={id} people={usePeopleToAssign()} selected={selected} onChange={onChange} />;
}
