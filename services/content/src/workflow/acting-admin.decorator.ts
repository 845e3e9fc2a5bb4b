import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiError, TOKEN_MISSING_MESSAGE, type AuthenticatedRequest } from '@seedcorp/libs';
import { type ActivityActor } from '@seedcorp/contracts';

/**
 * The signed-in admin making the call, as the workflow records them (editors, approver, publisher): the global
 * guard has checked their token before any handler runs.
 */
export const ActingAdmin = createParamDecorator((_data: unknown, context: ExecutionContext): ActivityActor => {
  const admin = context.switchToHttp().getRequest<AuthenticatedRequest>().admin;
  if (!admin) throw ApiError.unauthorized(TOKEN_MISSING_MESSAGE);
  return { id: admin.sub, ...(admin.name ? { name: admin.name } : {}), role: admin.role };
});
