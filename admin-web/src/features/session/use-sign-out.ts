import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../routes';
import { logout } from './logout';

/** Signs out: the session ends on the server, and the admin is back at the login page whatever it answered. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await logout().catch(() => undefined);
    navigate(ROUTES.login, { replace: true });
  };
}
