import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppErrorPage } from '../pages/AppErrorPage.js';
import { CompaniesPage } from '../pages/CompaniesPage.js';
import { CompanyDetailPage } from '../pages/CompanyDetailPage.js';
import { DashboardPage } from '../pages/DashboardPage.js';
import { EditCompanyPage } from '../pages/EditCompanyPage.js';
import { LoggedOutPage } from '../pages/LoggedOutPage.js';
import { LoginPage } from '../pages/LoginPage.js';
import { LogoutPage } from '../pages/LogoutPage.js';
import { NewCompanyPage } from '../pages/NewCompanyPage.js';
import { NotFoundPage } from '../pages/NotFoundPage.js';
import { PlannedScreenPage } from '../pages/PlannedScreenPage.js';
import { RequireRole } from './guards/RequireRole.js';
import { RequireSignedIn } from './guards/RequireSignedIn.js';
import { RootRedirect } from './guards/RootRedirect.js';
import { SessionGate } from './guards/SessionGate.js';
import { PublicLayout } from './layouts/PublicLayout.js';
import { SecureLayout } from './layouts/SecureLayout.js';
import { plannedScreens } from './plannedScreens.js';

const plannedRoutes: RouteObject[] = plannedScreens.map(({ path, title, role }) => {
  const page = <PlannedScreenPage title={title} />;
  return { path, element: role ? <RequireRole role={role}>{page}</RequireRole> : page };
});

/** Routes of spec §2.1 that exist in this release; the rest are listed in plannedScreens. */
export const routes: RouteObject[] = [
  {
    element: <SessionGate />,
    errorElement: <AppErrorPage />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        element: <PublicLayout />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'logout', element: <LogoutPage /> },
          { path: 'logged-out', element: <LoggedOutPage /> },
        ],
      },
      {
        element: (
          <RequireSignedIn>
            <SecureLayout />
          </RequireSignedIn>
        ),
        children: [
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'companies', element: <CompaniesPage /> },
          { path: 'companies/new', element: <NewCompanyPage /> },
          { path: 'companies/:id', element: <CompanyDetailPage /> },
          { path: 'companies/:id/edit', element: <EditCompanyPage /> },
          ...plannedRoutes,
          { path: 'not-found', element: <NotFoundPage /> },
          { path: '*', element: <Navigate to="/not-found" replace /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
