import { createBrowserRouter } from 'react-router-dom';
import { APP_ROUTES } from './app-routes';

export const router = createBrowserRouter(APP_ROUTES);
