import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AdminAuthGuard, ApiError } from '@seedcorp/libs';
import { API, ROLE_MESSAGES, rolesOf, TENDER_LOCATIONS, type TenderLocation } from '@seedcorp/contracts';

const PAGING_FIELDS = ['page', 'size'];

/**
 * `getNotification` has two documented forms, told apart by what the request asks for. The public
 * tender form is exactly `{location: 'Tender' | 'Archived Tender'}` (with `includeFile` at most) and no
 * paging fields in the body or query; anything else is the admin form and needs a token. An
 * Authorization header does not decide it: a visitor's browser may hold a stale or foreign token, and the
 * public list must answer the same to everyone (so the gateway can cache it).
 */
export function isPublicTenderForm(request: Request): boolean {
  const body: Record<string, unknown> =
    request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const query = request.query as Record<string, unknown>;
  const paged = PAGING_FIELDS.some((field) => field in body || field in query);
  return !paged && TENDER_LOCATIONS.includes(body.location as TenderLocation);
}

/**
 * Lets the public tender form through; the admin form gets the same token and role checks as every admin call
 * (the global guard passes the route, public in its other form, without them).
 */
@Injectable()
export class NotificationListGuard implements CanActivate {
  constructor(private readonly adminAuth: AdminAuthGuard) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    if (isPublicTenderForm(request)) return true;
    const session = await this.adminAuth.authenticate(request);
    if (!rolesOf(API.notifications.getNotification).includes(session.role)) {
      throw ApiError.forbidden(ROLE_MESSAGES.refused);
    }
    return true;
  }
}
