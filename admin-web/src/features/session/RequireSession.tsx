import { sessionAdminOf } from '@seedcorp/contracts';
import { useMemo } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { ROUTES } from '../../routes';
import { SessionAdminContext } from './session-admin';
import { sessionToken } from './session-storage';

/**
 * Admin screens need a stored session token naming an admin and their role; without one the visitor goes to the
 * login page. The screens below read the admin from here.
 */
export function RequireSession() {
  const token = sessionToken.get();
  const admin = useMemo(() => (token ? sessionAdminOf(token) : undefined), [token]);
  if (!admin) return <Navigate to={ROUTES.login} replace />;
  return (
    <SessionAdminContext value={admin}>
      <Outlet />
    </SessionAdminContext>
  );
}
