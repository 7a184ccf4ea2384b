import { Icon } from '@blueprintjs/core';
import { NavLink } from 'react-router-dom';
import { navigationFor } from '../utils/navigation.js';

export interface SidebarNavProps {
  role: number;
  userId: string;
}

export function SidebarNav({ role, userId }: SidebarNavProps) {
  return (
    <nav className="db-sidebar-nav" aria-label="Main">
      {navigationFor(role, userId).map((group, index) => (
        <div key={group.title ?? index} className="db-sidebar-nav__group">
          {group.title && <div className="db-sidebar-nav__title">{group.title}</div>}
          <ul>
            {group.entries.map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  // Parent paths (/projects, /admin, /dashboard) must not light up on their children.
                  end={entry.to !== '/companies'}
                  className={({ isActive }) => `db-sidebar-nav__link${isActive ? ' is-active' : ''}`}
                  title={entry.label}
                  // The mini sidebar hides the text; the link keeps its name.
                  aria-label={entry.label}
                >
                  <Icon icon={entry.icon} size={14} />
                  <span className="db-sidebar-nav__label">{entry.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
