export { ApiRequestError, postJson, REQUEST_FAILED_MESSAGE } from '@seedcorp/web-shared/api/api-client';
