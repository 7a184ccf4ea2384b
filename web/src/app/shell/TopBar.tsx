import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../modules/auth/hooks/useSession.js';
import { canSearch } from '../../modules/navigation/utils/navigation.js';
import { UserMenu } from './UserMenu.js';

export function TopBar() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  return (
    <header className="db-topbar">
      <div className="db-topbar__spacer" />
      {canSearch(user.role) && (
        <Button variant="minimal" icon="search" text="Search" onClick={() => navigate('/search')} />
      )}
      <UserMenu user={user} />
    </header>
  );
}
