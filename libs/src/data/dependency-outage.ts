/** Socket errors: the other end refused, dropped the connection, or could not be found or reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server that cannot serve right now: connection exceptions (class 08), shutting down
 * or starting up (57P01-57P03), too many connections (53300).
 */
const POSTGRES_UNAVAILABLE = /^(08\w{3}|57P0[123]|53300)$/;

/** What the object store answers while it sheds load or is not ready (S3's own codes). */
const STORAGE_UNAVAILABLE_CODES = new Set(['ServiceUnavailable', 'SlowDown']);

/** Errors the pg pool and ioredis raise with no code of their own, all about a connection that is not there. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Command timed out$/,
  /^Stream isn't writeable/,
  /^Connection is closed\.$/,
];

interface ErrorLike {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
  driverError?: unknown;
  errors?: unknown;
}

function isOutageItself(error: ErrorLike): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code) || STORAGE_UNAVAILABLE_CODES.has(code)) return true;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether an error means that PostgreSQL, Redis or the object store could not be reached (rather than that the
 * request or the code was wrong): such a call answers 503, never 500. Follows what drivers wrap errors in
 * (TypeORM's `driverError`, `cause`, the AggregateError of a connect tried on several addresses).
 */
export function isDependencyOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const candidate = error as ErrorLike;
  if (isOutageItself(candidate)) return true;
  const inner = [candidate.cause, candidate.driverError, ...(Array.isArray(candidate.errors) ? candidate.errors : [])];
  return inner.some((wrapped) => isDependencyOutage(wrapped, depth + 1));
}
