import { STEP_UP_DUE } from '@seedcorp/contracts';
import { ApiRequestError } from '@seedcorp/web-shared/api/api-client';

/**
 * A call refused because the session's second factor was proven too long ago (publishing a rate list, resetting an
 * admin): the app asks for it and repeats the call once. The question is put by whoever listens (the step-up
 * dialog in the app's frame); without a listener, the refusal stands.
 */
type Asker = () => Promise<boolean>;
let asker: Asker | undefined;

const isStepUpDue = (error: unknown): boolean =>
  error instanceof ApiRequestError &&
  error.httpStatus === 403 &&
  typeof error.data === 'object' &&
  error.data !== null &&
  (error.data as Record<string, unknown>).stepUp === STEP_UP_DUE.stepUp;

export function listenForStepUp(ask: Asker): () => void {
  asker = ask;
  return () => {
    if (asker === ask) asker = undefined;
  };
}

/** Runs `call`; if it asks for the second factor again and the admin proves it, runs it once more. */
export async function withStepUp<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isStepUpDue(error) || !asker || !(await asker())) throw error;
    return call();
  }
}
