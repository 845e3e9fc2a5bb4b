import { mayCall, type ApiPath, type SessionAdmin } from '@seedcorp/contracts';
import { createContext, useContext } from 'react';

/** The signed-in admin as the stored session token names them; provided by `RequireSession`. */
export const SessionAdminContext = createContext<SessionAdmin | undefined>(undefined);

export function useSessionAdmin(): SessionAdmin {
  const admin = useContext(SessionAdminContext);
  if (!admin) throw new Error('useSessionAdmin is used outside RequireSession');
  return admin;
}

/** Whether the signed-in admin's role may make the call: an action it may not make is not offered. */
export const useMayCall = (path: ApiPath): boolean => mayCall(useSessionAdmin().role, path);
