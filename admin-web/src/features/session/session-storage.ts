export { SESSION_TOKEN_KEY, sessionToken } from '@seedcorp/web-shared/api/session-token';
