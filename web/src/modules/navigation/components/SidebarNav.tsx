import { Icon, Tooltip } from '@blueprintjs/core';
import { Fragment } from 'react';
import { NavLink } from 'react-router-dom';
import { entryName, navigationFor } from '../utils/navigation.js';

export interface SidebarNavProps {
  role: number;
  userId: string;
  /** The mini sidebar shows icons only: each names itself in a tooltip instead. */
  mini: boolean;
}

export function SidebarNav({ role, userId, mini }: SidebarNavProps) {
  return (
    <nav className="db-sidebar-nav" aria-label="Main">
      {navigationFor(role, userId).map((group, index) => (
        <Fragment key={group.title ?? index}>
          {index > 0 && <hr className="db-sidebar-nav__separator" />}
          <div className="db-sidebar-nav__group" role="group" aria-label={group.title}>
            {group.title && (
              <div className="db-sidebar-nav__title" aria-hidden="true">
                {group.title}
              </div>
            )}
            <ul>
              {group.entries.map((entry) => (
                <li key={entry.to}>
                  <Tooltip content={entryName(entry)} placement="right" disabled={!mini} hoverOpenDelay={200}>
                    {/* The tooltip adds its class to its child: a NavLink's class function would be lost. */}
                    <div className="db-sidebar-nav__item">
                      <NavLink
                        to={entry.to}
                        // Parent paths (/projects, /admin, /dashboard) must not light up on their children.
                        end={entry.to !== '/companies'}
                        className={({ isActive }) => `db-sidebar-nav__link${isActive ? ' is-active' : ''}`}
                        // The mini sidebar hides the text; the link keeps its (unambiguous) name.
                        aria-label={entryName(entry)}
                      >
                        <Icon icon={entry.icon} size={14} />
                        <span className="db-sidebar-nav__label">{entry.label}</span>
                      </NavLink>
                    </div>
                  </Tooltip>
                </li>
              ))}
            </ul>
          </div>
        </Fragment>
      ))}
    </nav>
  );
}
