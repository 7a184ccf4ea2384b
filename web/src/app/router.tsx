import type { ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { RequireAccess } from '../modules/access/components/RequireAccess.js';
import type { GuardName } from '../modules/access/utils/guards.js';
import { AppErrorPage } from '../pages/AppErrorPage.js';
import { LoginPage } from '../pages/LoginPage.js';
import { externalProjectPath, staffProjectPath } from '../modules/dashboards/utils/projectPaths.js';
import { RootRedirect } from './guards/RootRedirect.js';
import { SessionGate } from './guards/SessionGate.js';
import { PublicLayout } from './layouts/PublicLayout.js';
import { lazyPage, preloadScreensIn } from './lazyPage.js';

// The sign-in page and its layout come with the app; every other screen loads on its first visit.
const ClientApprovalPage = lazyPage(() => import('../pages/ClientApprovalPage.js').then((m) => m.ClientApprovalPage));
const ClientHomePage = lazyPage(() => import('../pages/ClientHomePage.js').then((m) => m.ClientHomePage));
const ClientStatusPage = lazyPage(() => import('../pages/ClientStatusPage.js').then((m) => m.ClientStatusPage));
const ClientLayout = lazyPage(() => import('./layouts/ClientLayout.js').then((m) => m.ClientLayout));
const ExternalLayout = lazyPage(() => import('./layouts/ExternalLayout.js').then((m) => m.ExternalLayout));
const SecureLayout = lazyPage(() => import('./layouts/SecureLayout.js').then((m) => m.SecureLayout));
const AccountPage = lazyPage(() => import('../pages/AccountPage.js').then((m) => m.AccountPage));
const AmbassadorsPage = lazyPage(() => import('../pages/AmbassadorsPage.js').then((m) => m.AmbassadorsPage));
const CompaniesPage = lazyPage(() => import('../pages/CompaniesPage.js').then((m) => m.CompaniesPage));
const CompanyDetailPage = lazyPage(() => import('../pages/CompanyDetailPage.js').then((m) => m.CompanyDetailPage));
const ConsolePage = lazyPage(() => import('../pages/ConsolePage.js').then((m) => m.ConsolePage));
const ContactDetailPage = lazyPage(() => import('../pages/ContactDetailPage.js').then((m) => m.ContactDetailPage));
const ContactsPage = lazyPage(() => import('../pages/ContactsPage.js').then((m) => m.ContactsPage));
const DashboardCallsPage = lazyPage(() => import('../pages/DashboardCallsPage.js').then((m) => m.DashboardCallsPage));
const DashboardPage = lazyPage(() => import('../pages/DashboardPage.js').then((m) => m.DashboardPage));
const DealsPage = lazyPage(() => import('../pages/DealsPage.js').then((m) => m.DealsPage));
const EditCompanyPage = lazyPage(() => import('../pages/EditCompanyPage.js').then((m) => m.EditCompanyPage));
const EditContactPage = lazyPage(() => import('../pages/EditContactPage.js').then((m) => m.EditContactPage));
const EditEventPage = lazyPage(() => import('../pages/EditEventPage.js').then((m) => m.EditEventPage));
const EventDetailPage = lazyPage(() => import('../pages/EventDetailPage.js').then((m) => m.EventDetailPage));
const EventsPage = lazyPage(() => import('../pages/EventsPage.js').then((m) => m.EventsPage));
const ExternalCallersDashboardPage = lazyPage(() =>
  import('../pages/ExternalCallersDashboardPage.js').then((m) => m.ExternalCallersDashboardPage),
);
const ExternalConsolePage = lazyPage(() =>
  import('../pages/ExternalConsolePage.js').then((m) => m.ExternalConsolePage),
);
const ExternalDashboardPage = lazyPage(() =>
  import('../pages/ExternalDashboardPage.js').then((m) => m.ExternalDashboardPage),
);
const GuestsAdminPage = lazyPage(() => import('../pages/GuestsAdminPage.js').then((m) => m.GuestsAdminPage));
const ImportPage = lazyPage(() => import('../pages/ImportPage.js').then((m) => m.ImportPage));
const LoggedOutPage = lazyPage(() => import('../pages/LoggedOutPage.js').then((m) => m.LoggedOutPage));
const LogoutPage = lazyPage(() => import('../pages/LogoutPage.js').then((m) => m.LogoutPage));
const MergePage = lazyPage(() => import('../pages/MergePage.js').then((m) => m.MergePage));
const NewCompanyPage = lazyPage(() => import('../pages/NewCompanyPage.js').then((m) => m.NewCompanyPage));
const NewContactPage = lazyPage(() => import('../pages/NewContactPage.js').then((m) => m.NewContactPage));
const NewEventPage = lazyPage(() => import('../pages/NewEventPage.js').then((m) => m.NewEventPage));
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage.js').then((m) => m.NotFoundPage));
const OpportunitiesPage = lazyPage(() => import('../pages/OpportunitiesPage.js').then((m) => m.OpportunitiesPage));
const ProjectDetailPage = lazyPage(() => import('../pages/ProjectDetailPage.js').then((m) => m.ProjectDetailPage));
const ProjectEditPage = lazyPage(() => import('../pages/ProjectEditPage.js').then((m) => m.ProjectEditPage));
const ProjectNewPage = lazyPage(() => import('../pages/ProjectNewPage.js').then((m) => m.ProjectNewPage));
const ReportsPage = lazyPage(() => import('../pages/ReportsPage.js').then((m) => m.ReportsPage));
const SearchPage = lazyPage(() => import('../pages/SearchPage.js').then((m) => m.SearchPage));
const SignupPage = lazyPage(() => import('../pages/SignupPage.js').then((m) => m.SignupPage));
const TasksPage = lazyPage(() => import('../pages/TasksPage.js').then((m) => m.TasksPage));
const TeamDashboardPage = lazyPage(() => import('../pages/TeamDashboardPage.js').then((m) => m.TeamDashboardPage));
const TeamMemberPage = lazyPage(() => import('../pages/TeamMemberPage.js').then((m) => m.TeamMemberPage));
const TeamPage = lazyPage(() => import('../pages/TeamPage.js').then((m) => m.TeamPage));
const UploadPage = lazyPage(() => import('../pages/UploadPage.js').then((m) => m.UploadPage));
const UsersAdminPage = lazyPage(() => import('../pages/UsersAdminPage.js').then((m) => m.UsersAdminPage));
const VelocityDealsPage = lazyPage(() => import('../pages/VelocityDealsPage.js').then((m) => m.VelocityDealsPage));
const VelocityOpportunitiesPage = lazyPage(() =>
  import('../pages/VelocityOpportunitiesPage.js').then((m) => m.VelocityOpportunitiesPage),
);

/** `screen` completes "Only administrators can …", said to a signed-in person the guard refuses. */
function guarded(guard: GuardName, element: ReactNode, screen?: string) {
  return (
    <RequireAccess guard={guard} screen={screen}>
      {element}
    </RequireAccess>
  );
}

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
        element: guarded('client', <ClientLayout />, 'open the client area'),
        children: [
          { index: true, element: <ClientHomePage /> },
          { path: 'account', element: <AccountPage /> },
          { path: 'approval', element: <ClientApprovalPage /> },
          { path: 'status', element: <ClientStatusPage /> },
          { path: 'not-found', element: <NotFoundPage /> },
          { path: '*', element: <Navigate to="/client/not-found" replace /> },
        ],
      },
      {
        path: 'ext',
        element: guarded('external', <ExternalLayout />, "open the external callers' area"),
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
          { path: 'dashboard/manager', element: guarded('manager', <TeamDashboardPage />, 'see the team dashboard') },
          {
            path: 'dashboard/externalusers',
            element: guarded('superadmin', <ExternalCallersDashboardPage />, "see the external callers' dashboard"),
          },
          {
            path: 'dashboard/calls',
            element: guarded(
              'user',
              <DashboardCallsPage dashboardPath="/dashboard" projectPath={staffProjectPath} staff />,
            ),
          },
          { path: 'companies', element: <CompaniesPage /> },
          { path: 'companies/new', element: <NewCompanyPage /> },
          { path: 'companies/merge', element: guarded('manager', <MergePage type="company" />, 'merge companies') },
          { path: 'companies/:id', element: <CompanyDetailPage /> },
          { path: 'companies/:id/edit', element: <EditCompanyPage /> },
          { path: 'contacts', element: <ContactsPage /> },
          { path: 'contacts/new', element: <NewContactPage /> },
          { path: 'contacts/merge', element: guarded('manager', <MergePage type="contact" />, 'merge contacts') },
          { path: 'contacts/:id', element: <ContactDetailPage /> },
          { path: 'contacts/:id/edit', element: <EditContactPage /> },
          { path: 'ambassadors', element: guarded('user', <AmbassadorsPage />) },
          { path: 'admin', element: guarded('admin', <UsersAdminPage />, 'manage users') },
          { path: 'admin/guests', element: guarded('admin', <GuestsAdminPage />, 'manage guests') },
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
          { path: 'reports', element: guarded('user', <ReportsPage />) },
          { path: 'reports/:report', element: guarded('user', <ReportsPage />) },
          { path: 'upload', element: guarded('admin', <UploadPage />, 'upload data') },
          { path: 'upload/:importId', element: guarded('admin', <ImportPage />, 'upload data') },
          { path: 'not-found', element: <NotFoundPage /> },
          { path: '*', element: <Navigate to="/not-found" replace /> },
        ],
      },
    ],
  },
];

// The screen in the address bar starts loading now, beside the session check (lazyPage.tsx).
preloadScreensIn((matchRoutes(routes, window.location) ?? []).map((match) => match.route.element));

export const router = createBrowserRouter(routes);
