import type { RoleName } from '@dealbook/contracts';

export interface PlannedScreen {
  path: string;
  title: string;
  /** Omitted: any signed-in person. */
  role?: RoleName;
}

/**
 * Screens the navigation already links to but later releases build. Each route says so
 * plainly instead of falling through to "not found".
 */
export const plannedScreens: readonly PlannedScreen[] = [
  { path: '/dashboard/manager', title: 'Team dashboard', role: 'manager' },
  { path: '/dashboard/externalusers', title: 'External callers', role: 'superadmin' },
  { path: '/contacts', title: 'People', role: 'user' },
  { path: '/contacts/:id', title: 'Contact', role: 'user' },
  { path: '/ambassadors', title: 'Ambassadors', role: 'user' },
  { path: '/projects/velocity/opportunities', title: 'Velocity opportunities', role: 'user' },
  { path: '/projects/velocity/deals', title: 'Velocity deals', role: 'user' },
  { path: '/projects/opportunities', title: 'Opportunities', role: 'user' },
  { path: '/projects', title: 'Deals', role: 'user' },
  { path: '/projects/console', title: 'Console', role: 'user' },
  { path: '/projects/:id', title: 'Project', role: 'user' },
  { path: '/reports', title: 'Reports', role: 'user' },
  { path: '/upload', title: 'Data upload', role: 'admin' },
  { path: '/events', title: 'Events', role: 'user' },
  { path: '/team', title: 'Team', role: 'user' },
  { path: '/team/tasks', title: 'Tasks', role: 'user' },
  { path: '/team/:userId', title: 'Profile', role: 'user' },
  { path: '/account', title: 'Settings' },
  { path: '/search', title: 'Search', role: 'user' },
  { path: '/admin', title: 'Users', role: 'admin' },
  { path: '/admin/guests', title: 'Guests', role: 'admin' },
  { path: '/ext/dashboard', title: 'Dashboard', role: 'external' },
  { path: '/ext/console', title: 'Projects', role: 'external' },
  { path: '/client', title: 'Client home', role: 'client' },
  { path: '/client/approval', title: 'Approvals', role: 'client' },
  { path: '/client/status', title: 'Project status', role: 'client' },
];
