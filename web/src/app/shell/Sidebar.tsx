import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../modules/auth/hooks/useSession.js';
import { SidebarNav } from '../../modules/navigation/components/SidebarNav.js';
import { DealbookLogo } from '../../modules/ui/components/DealbookLogo.js';

export function Sidebar() {
  const user = useCurrentUser();
  return (
    <aside className="db-sidebar">
      <Link to="/dashboard" className="db-sidebar__brand">
        <DealbookLogo size={32} />
        <span className="db-sidebar__name">Dealbook</span>
      </Link>
      <SidebarNav role={user.role} />
    </aside>
  );
}
