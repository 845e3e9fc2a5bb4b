import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type Paged, type PageQuery } from '../contracts/envelope';

export interface PageRequest {
  page: number;
  size: number;
  skip: number;
}

function wholeNumber(value: unknown): number | undefined {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isInteger(parsed) ? parsed : undefined;
}

/** Zero-based page and size from a query or body; out-of-range values are clamped, not refused. */
export function pageRequest(query: PageQuery = {}): PageRequest {
  const page = Math.max(0, wholeNumber(query.page) ?? 0);
  const requestedSize = wholeNumber(query.size) ?? PAGE_SIZE_DEFAULT;
  const size = Math.min(PAGE_SIZE_MAX, Math.max(1, requestedSize));
  return { page, size, skip: page * size };
}

export function pagedOf<T>(content: T[], totalItems: number, size: number): Paged<T> {
  return { content, totalItems, totalPages: Math.ceil(totalItems / size) };
}
