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
