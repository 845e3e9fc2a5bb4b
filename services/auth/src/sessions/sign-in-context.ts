import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { clientAddress } from '@seedcorp/libs';
import type { SignInContext } from './session-issuer';

/** The longest browser description kept; the sessions list shows it, nothing decides by it. */
const USER_AGENT_MAX = 300;

/** Where a sign-in comes from, as the session it starts keeps it: the client's address and its browser. */
export const SignInFrom = createParamDecorator((_data: unknown, context: ExecutionContext): SignInContext => {
  const request = context.switchToHttp().getRequest<Request>();
  return { ip: clientAddress(request), userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX) };
});
