import { methodOf, type AnswerOf, type ApiEnvelope, type ApiPath, type RequestOf } from '@seedcorp/contracts';
import type { ToastContent, ToastOptions } from 'react-toastify';
import { sessionToken } from './session-token';
import { ApiRequestError, REQUEST_FAILED_MESSAGE } from './api-request-error';

export { logFailure } from './log-failure';
export { ApiRequestError, REQUEST_FAILED_MESSAGE } from './api-request-error';

const SESSION_EXPIRED_MESSAGE = 'Session expired. Redirecting to login...';
const SESSION_EXPIRED_TOAST_MS = 3500;
const SESSION_EXPIRED_REDIRECT_MS = 2500;
/** Both apps send an expired session to the admin login page. */
const LOGIN_PATH = '/login';

let sessionExpiredText: () => string = () => SESSION_EXPIRED_MESSAGE;

/** Lets an app show the session-expiry toast in its visitor's language. */
export function setSessionExpiredText(text: () => string): void {
  sessionExpiredText = text;
}

type ErrorToast = (content: ToastContent, options: ToastOptions) => void;

let errorToast: ErrorToast = (content, options) =>
  void import('react-toastify').then(({ toast }) => toast.error(content, options));

/** Lets an app show the session-end toast through its own toasts (the public site loads them only when needed). */
export function setErrorToast(show: ErrorToast): void {
  errorToast = show;
}

/**
 * A 401 means the session (or the sign-in step) is over: expired, ended from another browser or by signing out,
 * or idle too long. The admin is told why and taken back to the login page; an expiry in the spec's words.
 */
function handleSessionEnd(status: number, text: string, message: string): void {
  if (status !== 401) return;
  errorToast(text.includes('expired') ? sessionExpiredText() : message, {
    toastId: 'session-ended',
    autoClose: SESSION_EXPIRED_TOAST_MS,
    closeButton: true,
    pauseOnHover: true,
  });
  // Several calls may be refused together (a screen loads more than one list): the page leaves once, since a second
  // navigation would cut off the first.
  if (leavingForLogin) return;
  leavingForLogin = true;
  setTimeout(() => {
    sessionToken.clear();
    window.location.assign(LOGIN_PATH);
  }, SESSION_EXPIRED_REDIRECT_MS);
}

let leavingForLogin = false;

async function request<T>(path: string, init: RequestInit, token?: string | null): Promise<ApiEnvelope<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { ...init.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiRequestError(REQUEST_FAILED_MESSAGE);
  }
  return settleAnswer<T>(response.status, await response.text().catch(() => ''));
}

/**
 * Reads an answer's body: the envelope when its `status` is 200, else an `ApiRequestError` after the
 * session-end handling. Exported for calls made without fetch (uploads that report progress).
 */
export function settleAnswer<T>(httpStatus: number, text: string): ApiEnvelope<T> {
  let envelope: ApiEnvelope<T> | undefined;
  try {
    envelope = JSON.parse(text) as ApiEnvelope<T>;
  } catch {
    envelope = undefined;
  }
  if (envelope?.status === 200) return envelope;
  const message = envelope?.message || REQUEST_FAILED_MESSAGE;
  // An expired session may also come back as plain text.
  handleSessionEnd(httpStatus, envelope ? message : text, message);
  throw new ApiRequestError(message, httpStatus, envelope?.data);
}

/**
 * A call of the contract (`API_ROUTES`): the path decides the method and the types of the request and the answer.
 * A GET sends the request's fields as its query; `query` adds fields to a POST's address (the lists the spec
 * pages in the query). The token goes only where the caller passes one: the public site never does, so its
 * reads answer the same for everyone and stay cacheable.
 */
export function callApi<Path extends ApiPath>(
  path: Path,
  body: RequestOf<Path>,
  options: {
    token?: string | null;
    query?: Record<string, string | number>;
    /** Where the path is served: the page's own origin by default (the gateway); a service's address on a server. */
    origin?: string;
    /** A server waits no longer than this for an answer; the browser's calls have no limit of their own. */
    timeoutMs?: number;
    /** Headers a server adds for the visitor it asks on behalf of (the address a lookup is counted against). */
    headers?: Record<string, string>;
  } = {},
): Promise<ApiEnvelope<AnswerOf<Path>>> {
  const get = methodOf(path) === 'GET';
  const fields = { ...(get ? (body as Record<string, string | number> | undefined) : {}), ...options.query };
  const query = new URLSearchParams(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  const address = `${options.origin ?? ''}${path}${query ? `?${query}` : ''}`;
  const signal = options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs);
  const init: RequestInit = get
    ? { method: 'GET', signal, headers: options.headers }
    : {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...options.headers },
        body: JSON.stringify(body ?? {}),
        signal,
      };
  return request<AnswerOf<Path>>(address, init, options.token);
}

/** POSTs the fields as an urlencoded form, for the calls the spec documents as form data. */
export function postForm<T>(path: string, fields: Record<string, string>): Promise<ApiEnvelope<T>> {
  return request<T>(path, { method: 'POST', body: new URLSearchParams(fields) });
}

/** The answer's `data`: a success that carries none is a broken answer, reported like any failed call. */
export function dataOf<T>(envelope: ApiEnvelope<T>): T {
  if (envelope.data === undefined || envelope.data === null) throw new ApiRequestError(REQUEST_FAILED_MESSAGE);
  return envelope.data;
}
