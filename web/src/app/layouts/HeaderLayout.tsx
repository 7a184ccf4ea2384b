import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useIdleSignOut } from '../../modules/auth/hooks/useIdleSignOut.js';
import { useCurrentUser } from '../../modules/auth/hooks/useSession.js';
import { DealbookLogo } from '../../modules/ui/components/DealbookLogo.js';
import { Copyright } from '../shell/Copyright.js';

export interface HeaderLink {
  label: string;
  to: string;
}

export interface HeaderLayoutProps {
  /** Where the logo leads: the area's home. */
  home: string;
  links: readonly HeaderLink[];
  /** The account screen of this area, behind the user menu's Settings. */
  settingsPath: string;
}

/**
 * The layout of external callers and clients (spec §2.3): a header with the area's links and a
 * user menu labelled with the first name, offering Settings and Sign Out. No sidebar, no search.
 */
export function HeaderLayout({ home, links, settingsPath }: HeaderLayoutProps) {
  useIdleSignOut();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const menu = (
    <Menu aria-label="Account">
      <MenuItem icon="cog" text="Settings" onClick={() => navigate(settingsPath)} />
      <MenuDivider />
      <MenuItem icon="log-out" text="Sign Out" onClick={() => navigate('/logout')} />
    </Menu>
  );
  return (
    <div className="db-header-layout">
      <header className="db-header-layout__bar">
        <Link to={home} className="db-header-layout__brand">
          <DealbookLogo size={28} />
          <span className="db-header-layout__name">Dealbook</span>
        </Link>
        <nav aria-label="Main" className="db-header-layout__nav">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              className={({ isActive }) => `db-header-layout__link${isActive ? ' is-active' : ''}`}
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="db-topbar__spacer" />
        <PopoverNext content={menu} placement="bottom-end">
          <Button
            className="db-header-layout__user"
            variant="minimal"
            icon="user"
            endIcon="caret-down"
            text={user.firstName || user.email}
          />
        </PopoverNext>
      </header>
      <main className="db-header-layout__content">
        <div className="db-page">
          <Outlet />
        </div>
        <footer className="db-shell__footer">
          <Copyright />
        </footer>
      </main>
    </div>
  );
}
