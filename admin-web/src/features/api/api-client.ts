import { sessionToken } from '@seedcorp/web-shared/api/session-token';
import {
  ApiRequestError,
  getJson as getSharedJson,
  postJson as postSharedJson,
  REQUEST_FAILED_MESSAGE,
  settleAnswer,
} from '@seedcorp/web-shared/api/api-client';
import type { ApiEnvelope } from '@seedcorp/contracts';

export { ApiRequestError, dataOf, REQUEST_FAILED_MESSAGE } from '@seedcorp/web-shared/api/api-client';

/** Every admin call carries the stored session token. */
export const postJson = <T>(path: string, body: unknown) => postSharedJson<T>(path, body, sessionToken.get());
export const getJson = <T>(path: string) => getSharedJson<T>(path, sessionToken.get());

/** The server's message of a failed call, else `fallback`. */
export const messageOf = (error: unknown, fallback = REQUEST_FAILED_MESSAGE) =>
  error instanceof ApiRequestError && error.message !== REQUEST_FAILED_MESSAGE ? error.message : fallback;

/** The server's message of a create, update or delete, for the success toast: such answers carry no data. */
export const changeMessage = async (answer: Promise<ApiEnvelope<undefined>>): Promise<string> => (await answer).message;

/** Share (0 to 1) of an upload's bytes sent so far. */
export type UploadProgress = (fraction: number) => void;

/** POSTs multipart form data; XMLHttpRequest rather than fetch because only it reports upload progress. */
export function postMultipart<T>(path: string, form: FormData, onProgress?: UploadProgress): Promise<ApiEnvelope<T>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    const token = sessionToken.get();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        resolve(settleAnswer<T>(request.status, request.responseText));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new ApiRequestError(REQUEST_FAILED_MESSAGE));
    request.send(form);
  });
}

/** Paging query of the admin lists: zero-based page, the spec's page size. */
export const pageQuery = (page: number, size: number) => `?page=${page}&size=${size}`;
