import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { PageLoading } from './layout/PageLoading';
import { ROUTES } from './routes';

const HomePage = lazy(() => import('./pages/home/HomePage'));
const NotFoundPage = lazy(() => import('./pages/errors/NotFoundPage'));

const page = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: ROUTES.home, element: page(<HomePage />) },
      { path: '*', element: page(<NotFoundPage />) },
    ],
  },
]);
