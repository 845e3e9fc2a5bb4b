import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { routePage as page } from '@seedcorp/web-shared/components/route-page';
import { ROUTES } from './routes';

const HomePage = lazy(() => import('./pages/home/HomePage'));
const NotFoundPage = lazy(() => import('./pages/errors/NotFoundPage'));

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: ROUTES.home, element: page(<HomePage />) },
      { path: '*', element: page(<NotFoundPage />) },
    ],
  },
]);
