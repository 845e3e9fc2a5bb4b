import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RequireSession } from './features/session/RequireSession';
import { AppShell } from './layout/AppShell';
import { PageLoading } from './layout/PageLoading';
import { ROUTES } from './routes';

const LoginPage = lazy(() => import('./pages/login/LoginPage'));
const DashboardHomePage = lazy(() => import('./pages/dashboard/DashboardHomePage'));

const page = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

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
