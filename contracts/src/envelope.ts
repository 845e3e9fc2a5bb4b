/** Every JSON answer of the platform: the HTTP status is mirrored in `status`. */
export interface ApiEnvelope<T = unknown> {
  status: number;
  message: string;
  data?: T;
}

/** A page of a list; `page` in requests is zero-based. */
export interface Paged<T> {
  content: T[];
  totalPages: number;
  totalItems: number;
}

export interface PageQuery {
  page?: number | string;
  size?: number | string;
}

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/**
 * The answer while something a call needs (PostgreSQL, Redis, the object store, the owning service) cannot be
 * reached: the same words from a service and from the gateway, with a Retry-After.
 */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

/** Seconds a client is told to wait before retrying after a 503: about how long a restart or failover takes. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
