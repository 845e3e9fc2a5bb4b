import type { GroupedPage, Paged } from '@seedcorp/contracts';

/**
 * The officer and authority lists come grouped by district. A page's `content` may be a plain list
 * or an object of lists keyed by district; either way the screen gets rows that name their district.
 */
export function rowsByDistrict<T extends { district: string }>(content: unknown): T[] {
  if (Array.isArray(content)) return content as T[];
  if (!content || typeof content !== 'object') return [];
  return Object.entries(content as Record<string, unknown>).flatMap(([district, rows]) =>
    Array.isArray(rows) ? rows.map((row) => ({ ...(row as T), district: (row as T).district ?? district })) : [],
  );
}

/** The admin page of a grouped list, as rows that name their district. */
export function pagedByDistrict<T extends { district: string }>({
  content,
  totalPages,
  totalItems,
}: GroupedPage<T>): Paged<T> {
  return { content: rowsByDistrict<T>(content), totalPages, totalItems };
}

/** Consecutive rows of one district together, in the order the districts first appear. */
export function groupByDistrict<T extends { district: string }>(rows: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.district, [...(groups.get(row.district) ?? []), row]);
  return [...groups.entries()];
}
