import '../modules/users/users.css';
import { Card, H2 } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { errorMessage, isApiError } from '../modules/api/ApiError.js';
import { useCurrentUser } from '../modules/auth/hooks/useSession.js';
import { CallerStatsPanel } from '../modules/console/components/CallerStatsPanel.js';
import { BackLink } from '../modules/ui/components/BackLink.js';
import { DefinitionList } from '../modules/ui/components/DefinitionList.js';
import { ImageAvatar } from '../modules/ui/components/ImageAvatar.js';
import { useTeamMemberCounts } from '../modules/users/hooks/useTeamMemberCounts.js';
import { useUser } from '../modules/users/hooks/useUser.js';
import { roleLabel } from '../modules/users/utils/userAdmin.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';
import { EmptyState } from '../modules/ui/components/EmptyState.js';

/** `/team/{userId}`: a person's profile, what they are linked to, and their calls as charts. */
export function TeamMemberPage() {
  const { userId = '' } = useParams();
  const me = useCurrentUser();
  const user = useUser(userId);
  const counts = useTeamMemberCounts(userId);
  const shown = (count: number | undefined) => (count === undefined ? '…' : String(count));

  if (isApiError(user.error, 404)) {
    return <EmptyState icon="search" title="No such person" description="They may have been removed." />;
  }
  if (user.isError) {
    return <EmptyState icon="error" title="The profile could not be loaded" description={errorMessage(user.error)} />;
  }
  if (user.isPending) return <p className="db-muted">Loading the profile…</p>;
  const person = user.data;
  const name = person.fullName || person.email;
  return (
    <>
      <BackLink to="/team" label="Team" />
      <div className="db-profile-head">
        <ImageAvatar name={name} src={person.photoUrl} size={64} />
        <div>
          <PageTitle title={name} section="Team" />
          <div className="db-muted">
            {roleLabel(person.role)} · {person.email}
          </div>
        </div>
      </div>
      <Card className="db-account-card">
        <H2 className="db-looks-h4">Linked records</H2>
        <DefinitionList
          items={[
            { label: 'Companies', value: String(person.companies.length) },
            { label: 'Open tasks', value: shown(counts.openTasks) },
            { label: 'Projects they work on', value: shown(counts.projects) },
            { label: 'Calls logged', value: shown(counts.calls) },
          ]}
        />
      </Card>
      <div className="db-team-member-calls">
        <CallerStatsPanel userId={person._id} title={person._id === me._id ? 'My calls' : `Calls of ${name}`} />
      </div>
    </>
  );
}
