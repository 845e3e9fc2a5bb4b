import { isAdminRole, type AdminRole } from '@seedcorp/contracts';
import { sessionToken } from './session-storage';

/** Who is signed in, as their session token says: what the admin app shows them. The services decide what they may do. */
export interface SessionAdmin {
  id: string;
  role: AdminRole;
  name?: string;
}

/** The claims of a session token, read without checking its signature (the services check it on every call). */
export function sessionAdminOf(token: string | null): SessionAdmin | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { sub?: unknown; role?: unknown; name?: unknown };
    if (typeof claims.sub !== 'string' || !isAdminRole(claims.role)) return null;
    return { id: claims.sub, role: claims.role, ...(typeof claims.name === 'string' ? { name: claims.name } : {}) };
  } catch {
    return null;
  }
}

export const sessionAdmin = () => sessionAdminOf(sessionToken.get());
