import type { IconName } from '@blueprintjs/icons';
import { hasRole, type RoleName } from '@dealbook/contracts';

export interface NavEntry {
  label: string;
  to: string;
  icon: IconName;
  /**
   * The accessible name and the mini sidebar's tooltip where the label alone repeats another
   * entry's ("Deals" under Velocity and under Deal Management); the label otherwise.
   */
  name?: string;
  /** The role check (spec §6) a person must pass to see the entry. */
  role: RoleName;
}

export interface NavGroup {
  /** Untitled groups sit at the top of the sidebar. */
  title?: string;
  entries: NavEntry[];
}

/** Sidebar of spec §1 and §2.2. */
const sidebar: readonly NavGroup[] = [
  {
    entries: [
      { label: 'Dashboard', to: '/dashboard', icon: 'dashboard', role: 'user' },
      { label: 'Team', name: 'Team dashboard', to: '/dashboard/manager', icon: 'timeline-bar-chart', role: 'manager' },
      { label: 'External Callers', to: '/dashboard/externalusers', icon: 'phone', role: 'superadmin' },
      { label: 'Dashboard', to: '/ext/dashboard', icon: 'home', role: 'external' },
      { label: 'Projects', to: '/ext/console', icon: 'headset', role: 'external' },
    ],
  },
  {
    title: 'Contacts',
    entries: [
      { label: 'Companies', to: '/companies', icon: 'office', role: 'user' },
      { label: 'People', to: '/contacts', icon: 'person', role: 'user' },
      { label: 'Ambassadors', to: '/ambassadors', icon: 'star', role: 'user' },
    ],
  },
  {
    title: 'Velocity',
    entries: [
      // Named in full, as the pages are: a reader of the labels alone knows the Velocity board from
      // the list of every service below.
      { label: 'Velocity opportunities', to: '/projects/velocity/opportunities', icon: 'flash', role: 'user' },
      { label: 'Velocity deals', to: '/projects/velocity/deals', icon: 'bank-account', role: 'user' },
    ],
  },
  {
    title: 'Deal Management',
    entries: [
      { label: 'All opportunities', to: '/projects/opportunities', icon: 'lightbulb', role: 'user' },
      { label: 'All deals', to: '/projects', icon: 'briefcase', role: 'user' },
      { label: 'Console', to: '/projects/console', icon: 'console', role: 'user' },
    ],
  },
  {
    title: 'Reporting',
    entries: [
      { label: 'Reports', to: '/reports', icon: 'chart', role: 'user' },
      { label: 'Data Upload', to: '/upload', icon: 'upload', role: 'admin' },
    ],
  },
  {
    title: 'Events Management',
    entries: [{ label: 'Events', to: '/events', icon: 'calendar', role: 'user' }],
  },
  {
    title: 'Administration',
    entries: [
      { label: 'Team', to: '/team', icon: 'people', role: 'user' },
      { label: 'Guests', to: '/admin/guests', icon: 'new-person', role: 'admin' },
      { label: 'Users', to: '/admin', icon: 'key', role: 'admin' },
    ],
  },
  {
    title: 'Client',
    entries: [
      { label: 'Approvals', to: '/client/approval', icon: 'endorsed', role: 'client' },
      { label: 'Project Status', to: '/client/status', icon: 'timeline-events', role: 'client' },
    ],
  },
];

/** The current user's own team page (spec §2.2), the one entry that depends on who is signed in. */
function ownTeamPage(userId: string): NavGroup {
  return {
    entries: [{ label: 'My Team Page', to: `/team/${encodeURIComponent(userId)}`, icon: 'id-number', role: 'user' }],
  };
}

/** The groups and entries the signed-in person sees; groups left empty are dropped. */
export function navigationFor(role: number, userId: string): NavGroup[] {
  return [...sidebar, ownTeamPage(userId)]
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => hasRole(role, entry.role)) }))
    .filter((group) => group.entries.length > 0);
}

/** What names an entry to screen readers and in the mini sidebar's tooltip. */
export const entryName = (entry: NavEntry) => entry.name ?? entry.label;

/** The top bar's search is for staff; external callers and clients do not get it (spec §2.3). */
export function canSearch(role: number): boolean {
  return hasRole(role, 'user');
}
