import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../modules/auth/hooks/useSession.js';
import { canSearch } from '../../modules/navigation/utils/navigation.js';
import { useMyUser } from '../../modules/users/hooks/useUser.js';
import { UserMenu } from './UserMenu.js';

export interface TopBarProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  overlayOpen: boolean;
  onToggleOverlay: () => void;
}

export function TopBar({ sidebarOpen, onToggleSidebar, overlayOpen, onToggleOverlay }: TopBarProps) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const me = useMyUser();
  return (
    <header className="db-topbar">
      <Button
        variant="minimal"
        icon="menu"
        aria-label={sidebarOpen ? 'Hide sidebar' : 'Show sidebar'}
        aria-pressed={sidebarOpen}
        onClick={onToggleSidebar}
      />
      <div className="db-topbar__spacer" />
      {canSearch(user.role) && (
        <Button variant="minimal" icon="search" text="Search" onClick={() => navigate('/search')} />
      )}
      <UserMenu user={user} photoUrl={me.data?.photoUrl ?? ''} />
      <Button
        variant="minimal"
        icon="history"
        aria-label={overlayOpen ? 'Hide side panel' : 'Show side panel'}
        aria-pressed={overlayOpen}
        title="Recently viewed"
        onClick={onToggleOverlay}
      />
    </header>
  );
}
