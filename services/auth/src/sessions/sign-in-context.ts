import type { Request } from 'express';
import type { SignInContext } from './session-issuer';

/** The longest browser description kept; the sessions list shows it, nothing decides by it. */
const USER_AGENT_MAX = 300;

export const signInContext = (request: Request, ip: string): SignInContext => ({
  ip,
  userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
});
