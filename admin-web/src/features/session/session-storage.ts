export { sessionToken } from '@seedcorp/web-shared/api/session-token';
