import { listRoom } from '@dealbook/contracts';
import { errorMessage } from '../modules/api/ApiError.js';
import { useRooms } from '../modules/realtime/hooks/useRooms.js';
import { UserCard } from '../modules/users/components/UserCard.js';
import { useTeamMembers } from '../modules/users/hooks/useTeamMembers.js';
import { roleLabel } from '../modules/users/utils/userAdmin.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';
import { EmptyState } from '../modules/ui/components/EmptyState.js';

const userRooms = [listRoom('user')];

/** `/team`: the firm's team members, kept live. */
export function TeamPage() {
  const team = useTeamMembers();
  useRooms(userRooms);
  return (
    <>
      <PageTitle title="Team" />
      {team.isError ? (
        <EmptyState icon="error" title="The team could not be loaded" description={errorMessage(team.error)} />
      ) : team.isPending ? (
        <p className="db-muted">Loading the team…</p>
      ) : team.data.length === 0 ? (
        <EmptyState
          icon="people"
          title="No team members yet"
          description="An administrator marks users as team members."
        />
      ) : (
        <div className="db-team-grid" aria-label="Team members">
          {team.data.map((member) => (
            <UserCard
              key={member._id}
              name={member.fullName || member.email}
              photoUrl={member.photoUrl}
              to={`/team/${encodeURIComponent(member._id)}`}
              summary={`${roleLabel(member.role)} · ${member.email}`}
            />
          ))}
        </div>
      )}
    </>
  );
}
