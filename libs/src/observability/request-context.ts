import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import type { AuthenticatedRequest } from '../auth/admin-auth.guard';
import { clientAddress } from '../http/client-address';
import { requestIdOf } from './request-id';

/** Who made the request being served, where from, and its id: what the audit trail records of each change. */
export interface RequestOrigin {
  requestId: string;
  address: string;
  /** The signed-in admin, once the guard has checked the token; absent on public calls. */
  admin?: { id: string; name?: string; role: string };
}

const requests = new AsyncLocalStorage<AuthenticatedRequest>();

/**
 * Keeps the request with everything its handler awaits, so a change's activity event names its admin, address and
 * request id without every service passing the request down. Mounted after the body parsers, whose stream events
 * would otherwise run outside it.
 */
export const keepRequestContext: RequestHandler = (request, _response, next) => {
  requests.run(request as AuthenticatedRequest, next);
};

/** The origin of the request being served, or undefined outside one (a scheduled job, a migration). */
export function currentRequestOrigin(): RequestOrigin | undefined {
  const request = requests.getStore();
  if (!request) return undefined;
  const admin = request.admin;
  return {
    requestId: requestIdOf(request, request.res!),
    address: clientAddress(request),
    ...(admin ? { admin: { id: admin.sub, ...(admin.name ? { name: admin.name } : {}), role: admin.role } } : {}),
  };
}
