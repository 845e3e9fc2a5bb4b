import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RequireSession } from './features/session/RequireSession';
import { AppShell } from './layout/AppShell';
import { DashboardLayout } from './layout/DashboardLayout';
import { HomeRedirect } from './layout/HomeRedirect';
import { LoginLayout } from './layout/LoginLayout';
import { ScreenGate } from './layout/ScreenGate';
import { routePage as page } from '@seedcorp/web-shared/components/route-page';
import { ROUTES } from './routes';
import { ScreenError } from './layout/ScreenError';
import { SCREENS } from './screens';

const LoginPage = lazy(() => import('./pages/login/LoginPage'));

// Each page is a chunk of its own, loaded on the first visit to its screen.
const PAGES = import.meta.glob<{ default: ComponentType }>('./pages/*/*Page.tsx');

const screenRoutes = SCREENS.map((screen) => {
  const load = PAGES[`./pages/${screen.page}.tsx`];
  if (!load) throw new Error(`The screen at ${screen.path} names no page module: ${screen.page}`);
  const Page = lazy(load);
  return {
    path: screen.path,
    element: <ScreenGate screen={screen}>{page(<Page />)}</ScreenGate>,
  };
});

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <ScreenError />,
    children: [
      {
        element: <LoginLayout />,
        children: [{ errorElement: <ScreenError />, children: [{ path: ROUTES.login, element: page(<LoginPage />) }] }],
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <DashboardLayout />,
            children: [
              {
                // A failing screen shows its message inside the sidebar and header.
                errorElement: <ScreenError />,
                children: [
                  { path: ROUTES.dashboard, element: <HomeRedirect /> },
                  ...screenRoutes,
                  { path: `${ROUTES.dashboard}/*`, element: <HomeRedirect /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={ROUTES.login} replace /> },
    ],
  },
]);
