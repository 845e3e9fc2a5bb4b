import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RequireSession } from './features/session/RequireSession';
import { AppShell } from './layout/AppShell';
import { routePage as page } from '@seedcorp/web-shared/components/route-page';
import { ROUTES } from './routes';

const LoginPage = lazy(() => import('./pages/login/LoginPage'));
const DashboardHomePage = lazy(() => import('./pages/dashboard/DashboardHomePage'));

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { path: ROUTES.login, element: page(<LoginPage />) },
      {
        element: <RequireSession />,
        children: [
          { path: ROUTES.dashboard, element: <Navigate to={ROUTES.dashboardHome} replace /> },
          { path: ROUTES.dashboardHome, element: page(<DashboardHomePage />) },
        ],
      },
      { path: '*', element: <Navigate to={ROUTES.login} replace /> },
    ],
  },
]);
