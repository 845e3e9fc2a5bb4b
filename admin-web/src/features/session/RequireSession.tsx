import { Navigate, Outlet } from 'react-router-dom';
import { ROUTES } from '../../routes';
import { sessionToken } from './session-storage';

/** Admin screens need a stored token; without one the visitor goes to the login page. */
export function RequireSession() {
  return sessionToken.get() ? <Outlet /> : <Navigate to={ROUTES.login} replace />;
}
