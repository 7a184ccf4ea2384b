import { Button } from '@blueprintjs/core';
import { useSetAtom } from 'jotai';
import { useCurrentUser } from '../../modules/auth/hooks/useSession.js';
import { canSearch } from '../../modules/navigation/utils/navigation.js';
import { SearchOverlay } from '../../modules/search/components/SearchOverlay.js';
import { useSearchShortcut } from '../../modules/search/hooks/useSearchShortcut.js';
import { searchOverlayOpenState } from '../../modules/search/states/searchOverlayOpenState.js';
import { useMyUser } from '../../modules/users/hooks/useUser.js';
import { useOpenTaskCount } from '../../modules/tasks/hooks/useOpenTaskCount.js';
import { hasRole } from '@dealbook/contracts';
import { UserMenu } from './UserMenu.js';

export interface TopBarProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  overlayOpen: boolean;
  onToggleOverlay: () => void;
}

export function TopBar({ sidebarOpen, onToggleSidebar, overlayOpen, onToggleOverlay }: TopBarProps) {
  const user = useCurrentUser();
  const openSearch = useSetAtom(searchOverlayOpenState);
  useSearchShortcut(canSearch(user.role));
  const me = useMyUser();
  const openTasks = useOpenTaskCount(user._id, hasRole(user.role, 'user'));
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
        <>
          <Button variant="minimal" icon="search" text="Search" title="Search (/)" onClick={() => openSearch(true)} />
          <SearchOverlay />
        </>
      )}
      <UserMenu user={user} photoUrl={me.data?.photoUrl ?? ''} openTasks={openTasks.data} />
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
