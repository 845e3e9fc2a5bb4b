import { Navigate } from 'react-router-dom';
import { useSessionAdmin } from '../features/session/session-admin';
import { homeScreenOf } from '../screens';

/** The dashboard's bare and unknown addresses lead to where the signed-in admin's role starts. */
export function HomeRedirect() {
  return <Navigate to={homeScreenOf(useSessionAdmin().role).path} replace />;
}
