import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RequireAccess } from '../modules/access/components/RequireAccess.js';
import type { GuardName } from '../modules/access/utils/guards.js';
import { AccountPage } from '../pages/AccountPage.js';
import { AppErrorPage } from '../pages/AppErrorPage.js';
import { CompaniesPage } from '../pages/CompaniesPage.js';
import { CompanyDetailPage } from '../pages/CompanyDetailPage.js';
import { AmbassadorsPage } from '../pages/AmbassadorsPage.js';
import { ContactDetailPage } from '../pages/ContactDetailPage.js';
import { ContactsPage } from '../pages/ContactsPage.js';
import { ConsolePage } from '../pages/ConsolePage.js';
import { EditContactPage } from '../pages/EditContactPage.js';
import { NewContactPage } from '../pages/NewContactPage.js';
import { DashboardCallsPage } from '../pages/DashboardCallsPage.js';
import { DashboardPage } from '../pages/DashboardPage.js';
import { ExternalCallersDashboardPage } from '../pages/ExternalCallersDashboardPage.js';
import { ExternalDashboardPage } from '../pages/ExternalDashboardPage.js';
import { TeamDashboardPage } from '../pages/TeamDashboardPage.js';
import { EditCompanyPage } from '../pages/EditCompanyPage.js';
import { EditEventPage } from '../pages/EditEventPage.js';
import { EventDetailPage } from '../pages/EventDetailPage.js';
import { EventsPage } from '../pages/EventsPage.js';
import { ExternalConsolePage } from '../pages/ExternalConsolePage.js';
import { NewEventPage } from '../pages/NewEventPage.js';
import { GuestsAdminPage } from '../pages/GuestsAdminPage.js';
import { LoggedOutPage } from '../pages/LoggedOutPage.js';
import { LoginPage } from '../pages/LoginPage.js';
import { SignupPage } from '../pages/SignupPage.js';
import { LogoutPage } from '../pages/LogoutPage.js';
import { NewCompanyPage } from '../pages/NewCompanyPage.js';
import { NotFoundPage } from '../pages/NotFoundPage.js';
import { PlannedScreenPage } from '../pages/PlannedScreenPage.js';
import { DealsPage } from '../pages/DealsPage.js';
import { OpportunitiesPage } from '../pages/OpportunitiesPage.js';
import { ProjectDetailPage } from '../pages/ProjectDetailPage.js';
import { ProjectEditPage } from '../pages/ProjectEditPage.js';
import { ProjectNewPage } from '../pages/ProjectNewPage.js';
import { VelocityDealsPage } from '../pages/VelocityDealsPage.js';
import { VelocityOpportunitiesPage } from '../pages/VelocityOpportunitiesPage.js';
import { TeamMemberPage } from '../pages/TeamMemberPage.js';
import { TeamPage } from '../pages/TeamPage.js';
import { TasksPage } from '../pages/TasksPage.js';
import { SearchPage } from '../pages/SearchPage.js';
import { UsersAdminPage } from '../pages/UsersAdminPage.js';
import { externalProjectPath, staffProjectPath } from '../modules/dashboards/utils/projectPaths.js';
import { RootRedirect } from './guards/RootRedirect.js';
import { SessionGate } from './guards/SessionGate.js';
import { ClientLayout } from './layouts/ClientLayout.js';
import { ExternalLayout } from './layouts/ExternalLayout.js';
import { PublicLayout } from './layouts/PublicLayout.js';
import { SecureLayout } from './layouts/SecureLayout.js';
import { plannedClientScreens, plannedScreens, type PlannedScreen } from './plannedScreens.js';

function guarded(guard: GuardName, element: ReactNode) {
  return <RequireAccess guard={guard}>{element}</RequireAccess>;
}

const planned = (screens: readonly PlannedScreen[]): RouteObject[] =>
  screens.map(({ path, title, guard }) => {
    const page = <PlannedScreenPage title={title} />;
    return { path, element: guard ? guarded(guard, page) : page };
  });

/** The route table of spec §2.1 with the guards of spec §6 on every route. */
export const routes: RouteObject[] = [
  {
    element: <SessionGate />,
    errorElement: <AppErrorPage />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        element: <PublicLayout />,
        children: [
          // The logged-in guard of /login lives in the page: a signed-in person goes to the return URL.
          { path: 'login', element: <LoginPage /> },
          { path: 'logout', element: <LogoutPage /> },
          { path: 'logged-out', element: <LoggedOutPage /> },
          { path: 'signup/:token', element: <SignupPage /> },
        ],
      },
      {
        path: 'client',
        element: guarded('client', <ClientLayout />),
        children: [
          { index: true, element: <PlannedScreenPage title="Client home" /> },
          { path: 'account', element: <AccountPage /> },
          ...planned(plannedClientScreens),
          { path: 'not-found', element: <NotFoundPage /> },
          { path: '*', element: <Navigate to="/client/not-found" replace /> },
        ],
      },
      {
        path: 'ext',
        element: guarded('external', <ExternalLayout />),
        children: [
          { index: true, element: <Navigate to="/ext/dashboard" replace /> },
          { path: 'account', element: <AccountPage /> },
          { path: 'console', element: <ExternalConsolePage /> },
          { path: 'dashboard', element: <ExternalDashboardPage /> },
          {
            path: 'dashboard/calls',
            element: (
              <DashboardCallsPage dashboardPath="/ext/dashboard" projectPath={externalProjectPath} staff={false} />
            ),
          },
          { path: '*', element: <Navigate to="/not-found" replace /> },
        ],
      },
      {
        element: guarded('authenticated', <SecureLayout />),
        children: [
          { path: 'dashboard', element: guarded('user', <DashboardPage />) },
          { path: 'dashboard/manager', element: guarded('manager', <TeamDashboardPage />) },
          { path: 'dashboard/externalusers', element: guarded('superadmin', <ExternalCallersDashboardPage />) },
          {
            path: 'dashboard/calls',
            element: guarded(
              'user',
              <DashboardCallsPage dashboardPath="/dashboard" projectPath={staffProjectPath} staff />,
            ),
          },
          { path: 'companies', element: <CompaniesPage /> },
          { path: 'companies/new', element: <NewCompanyPage /> },
          { path: 'companies/:id', element: <CompanyDetailPage /> },
          { path: 'companies/:id/edit', element: <EditCompanyPage /> },
          { path: 'contacts', element: <ContactsPage /> },
          { path: 'contacts/new', element: <NewContactPage /> },
          { path: 'contacts/:id', element: <ContactDetailPage /> },
          { path: 'contacts/:id/edit', element: <EditContactPage /> },
          { path: 'ambassadors', element: guarded('user', <AmbassadorsPage />) },
          { path: 'admin', element: guarded('admin', <UsersAdminPage />) },
          { path: 'admin/guests', element: guarded('admin', <GuestsAdminPage />) },
          { path: 'account', element: guarded('user', <AccountPage />) },
          { path: 'team', element: guarded('user', <TeamPage />) },
          { path: 'team/tasks', element: guarded('user', <TasksPage />) },
          { path: 'search', element: guarded('user', <SearchPage />) },
          { path: 'team/:userId', element: guarded('user', <TeamMemberPage />) },
          { path: 'events', element: guarded('user', <EventsPage />) },
          { path: 'events/new', element: guarded('user', <NewEventPage />) },
          { path: 'events/:id', element: guarded('user', <EventDetailPage />) },
          { path: 'events/:id/edit', element: guarded('user', <EditEventPage />) },
          { path: 'projects/console', element: guarded('user', <ConsolePage />) },
          { path: 'console', element: <Navigate to="/projects/console" replace /> },
          { path: 'projects', element: guarded('user', <DealsPage />) },
          { path: 'projects/opportunities', element: guarded('user', <OpportunitiesPage />) },
          { path: 'projects/velocity/opportunities', element: guarded('user', <VelocityOpportunitiesPage />) },
          { path: 'projects/velocity/deals', element: guarded('user', <VelocityDealsPage />) },
          { path: 'projects/new', element: guarded('user', <ProjectNewPage />) },
          { path: 'projects/:id', element: guarded('user', <ProjectDetailPage />) },
          { path: 'projects/:id/edit', element: guarded('user', <ProjectEditPage />) },
          ...planned(plannedScreens),
          { path: 'not-found', element: <NotFoundPage /> },
          { path: '*', element: <Navigate to="/not-found" replace /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
