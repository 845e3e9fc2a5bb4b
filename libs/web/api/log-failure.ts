/**
 * For failures the spec has only logged: the visitor sees the empty state, the console says why. A module of its own,
 * so that a page's smallest scripts can log without carrying the API client.
 */
export function logFailure(...details: unknown[]): void {
  // eslint-disable-next-line no-console -- the spec's "logged only" failures
  console.warn(...details);
}
