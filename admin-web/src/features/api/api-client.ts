import { sessionToken } from '@seedcorp/web-shared/api/session-token';
import {
  ApiRequestError,
  callApi as callSharedApi,
  REQUEST_FAILED_MESSAGE,
  settleAnswer,
} from '@seedcorp/web-shared/api/api-client';
import { withStepUp } from '../second-factor/step-up';
import type { AnswerOf, ApiEnvelope, ApiPath, RequestOf } from '@seedcorp/contracts';

export { ApiRequestError, dataOf, REQUEST_FAILED_MESSAGE } from '@seedcorp/web-shared/api/api-client';

/**
 * A call of the contract, carrying the stored session token; `query` adds fields to a POST's address. A call
 * that needs a recent second factor asks for it and is made again.
 */
export const callApi = <Path extends ApiPath>(path: Path, body: RequestOf<Path>, query?: Record<string, number>) =>
  withStepUp(() => callSharedApi(path, body, { token: sessionToken.get(), query }));

/** The server's message of a failed call, else `fallback`. */
export const messageOf = (error: unknown, fallback = REQUEST_FAILED_MESSAGE) =>
  error instanceof ApiRequestError && error.message !== REQUEST_FAILED_MESSAGE ? error.message : fallback;

/** The server's message of a create, update or delete, for the success toast. */
export const changeMessage = async (answer: Promise<ApiEnvelope<unknown>>): Promise<string> => (await answer).message;

/** Share (0 to 1) of an upload's bytes sent so far. */
export type UploadProgress = (fraction: number) => void;

/**
 * POSTs a multipart form to a call of the contract; XMLHttpRequest rather than fetch because only it reports
 * upload progress. The form's fields are the contract's form fields (`FormDraft`), which a `FormData` cannot type.
 */
export function postMultipart<Path extends ApiPath>(
  path: Path,
  form: FormData,
  onProgress?: UploadProgress,
): Promise<ApiEnvelope<AnswerOf<Path>>> {
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
        resolve(settleAnswer<AnswerOf<Path>>(request.status, request.responseText));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new ApiRequestError(REQUEST_FAILED_MESSAGE));
    request.send(form);
  });
}

/**
 * The record as it is now, from the refusal of a change based on an older version (409, the record in `data`);
 * undefined for any other failure.
 */
export const currentAfterStale = <T>(error: unknown): T | undefined =>
  error instanceof ApiRequestError && error.httpStatus === 409 && error.data ? (error.data as T) : undefined;
