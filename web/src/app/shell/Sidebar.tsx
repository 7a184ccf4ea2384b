import { Button } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../modules/auth/hooks/useSession.js';
import { SidebarNav } from '../../modules/navigation/components/SidebarNav.js';
import { DealbookLogo } from '../../modules/ui/components/DealbookLogo.js';

export interface SidebarProps {
  /** Pinned shows labels and the full logo; otherwise the mini sidebar of icons (spec §2.3). */
  pinned: boolean;
  /** A phone's drawer over the page: always labelled, nothing to pin. */
  drawer?: boolean;
  onPinnedChange: (pinned: boolean) => void;
  onClose: () => void;
}

export function Sidebar({ pinned, drawer = false, onPinnedChange, onClose }: SidebarProps) {
  const user = useCurrentUser();
  return (
    <aside className={`db-sidebar ${pinned ? 'is-pinned' : 'is-mini'}`} aria-label="Sidebar">
      <div className="db-sidebar__head">
        <Link to="/dashboard" className="db-sidebar__brand" aria-label="Dealbook">
          <span className="db-sidebar__logo" style={{ width: pinned ? 150 : 32 }} data-testid="sidebar-logo">
            <DealbookLogo size={32} />
            {pinned && <span className="db-sidebar__name">Dealbook</span>}
          </span>
        </Link>
      </div>
      <SidebarNav role={user.role} userId={user._id} mini={!pinned} />
      <div className="db-sidebar__foot">
        {!drawer && (
          <Button
            variant="minimal"
            icon={pinned ? 'unpin' : 'pin'}
            aria-label={pinned ? 'Unpin sidebar' : 'Pin sidebar'}
            aria-pressed={pinned}
            title={pinned ? 'Unpin sidebar' : 'Pin sidebar'}
            onClick={() => onPinnedChange(!pinned)}
          />
        )}
        <Button variant="minimal" icon="cross" aria-label="Close sidebar" title="Close sidebar" onClick={onClose} />
      </div>
    </aside>
  );
}
