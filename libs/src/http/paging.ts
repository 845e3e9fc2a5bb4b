import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type Paged, type PageQuery } from '@seedcorp/contracts';

export interface PageRequest {
  page: number;
  size: number;
  skip: number;
}

/**
 * The last page anyone can ask for: far beyond any list here, and small enough that
 * `page * size` stays a safe integer and a valid SQL OFFSET (1e300 would not).
 */
export const PAGE_MAX = 1_000_000;

function wholeNumber(value: unknown): number | undefined {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isSafeInteger(parsed) ? parsed : undefined;
}

/**
 * Zero-based page and size of a list call. The spec sends them in the query for some calls and in the body for
 * others, so every list reads both the same way, field by field: the query string first, then the body (a
 * client that sends both is answered by its URL). Out-of-range values are clamped, not refused.
 */
export function pageRequest(query: PageQuery = {}, body: PageQuery = {}): PageRequest {
  const page = Math.min(PAGE_MAX, Math.max(0, wholeNumber(query.page) ?? wholeNumber(body.page) ?? 0));
  const requestedSize = wholeNumber(query.size) ?? wholeNumber(body.size) ?? PAGE_SIZE_DEFAULT;
  const size = Math.min(PAGE_SIZE_MAX, Math.max(1, requestedSize));
  return { page, size, skip: page * size };
}

export function pagedOf<T>(content: T[], totalItems: number, size: number): Paged<T> {
  return { content, totalItems, totalPages: Math.ceil(totalItems / size) };
}
