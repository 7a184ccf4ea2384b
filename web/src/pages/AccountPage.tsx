import { Card, H2, Switch } from '@blueprintjs/core';
import { hasRole } from '@dealbook/contracts';
import { errorMessage } from '../modules/api/ApiError.js';
import { useCurrentUser } from '../modules/auth/hooks/useSession.js';
import { ProfileForm } from '../modules/users/components/ProfileForm.js';
import { useNavbarPinned } from '../modules/users/hooks/useNavbarPinned.js';
import { useMyUser } from '../modules/users/hooks/useUser.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';
import { EmptyState } from '../modules/ui/components/EmptyState.js';

/** `/account` (and the external and client areas' Settings): profile and settings. */
export function AccountPage() {
  const user = useMyUser();
  const staff = hasRole(useCurrentUser().role, 'user');
  const { pinned, setPinned } = useNavbarPinned();

  if (user.isError) {
    return <EmptyState icon="error" title="Your account could not be loaded" description={errorMessage(user.error)} />;
  }
  if (user.isPending) return <p className="db-muted">Loading your account…</p>;
  return (
    <>
      <PageTitle title="Settings" />
      <div className="db-account">
        <ProfileForm key={user.data._id} user={user.data} />
        {staff && (
          <Card className="db-account-card">
            <H2 className="db-looks-h4">Settings</H2>
            <Switch
              label="Keep the sidebar pinned open"
              checked={pinned}
              onChange={(event) => setPinned(event.currentTarget.checked)}
            />
          </Card>
        )}
      </div>
    </>
  );
}
