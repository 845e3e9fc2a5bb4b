import type { ApiEnvelope } from '@seedcorp/contracts';
import { toast } from 'react-toastify';
import { ROUTES } from '../../routes';
import { sessionToken } from '../session/session-storage';

export const REQUEST_FAILED_MESSAGE = 'An error occurred';
const SESSION_EXPIRED_MESSAGE = 'Session expired. Redirecting to login...';
const SESSION_EXPIRED_TOAST_MS = 3500;
const SESSION_EXPIRED_REDIRECT_MS = 2500;

/** A call that did not end in `status: 200`; `message` is what the user is shown. */
export class ApiRequestError extends Error {}

function handleSessionExpiry(status: number, message: string): void {
  if (status !== 401 || !message.includes('expired')) return;
  toast.error(SESSION_EXPIRED_MESSAGE, {
    toastId: 'session-expired',
    autoClose: SESSION_EXPIRED_TOAST_MS,
    closeButton: true,
    pauseOnHover: true,
  });
  setTimeout(() => {
    sessionToken.clear();
    window.location.assign(ROUTES.login);
  }, SESSION_EXPIRED_REDIRECT_MS);
}

/** POSTs JSON with the stored token and resolves the envelope's `data` when `status` is 200. */
export async function postJson<T>(path: string, body: unknown): Promise<ApiEnvelope<T>> {
  const token = sessionToken.get();
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(REQUEST_FAILED_MESSAGE);
  }
  const envelope = (await response.json().catch(() => undefined)) as ApiEnvelope<T> | undefined;
  if (envelope?.status === 200) return envelope;
  const message = envelope?.message || REQUEST_FAILED_MESSAGE;
  handleSessionExpiry(response.status, message);
  throw new ApiRequestError(message);
}
