/** Page numbers shown around the current one. */
const PAGE_WINDOW = 5;

export type PageSlot = number | 'ellipsis';

/**
 * The page buttons of a list (one-based numbers): up to five around the current page,
 * the first and the last page always, and an ellipsis wherever two or more pages are skipped.
 */
export function pageWindow(current: number, totalPages: number): PageSlot[] {
  if (totalPages < 1) return [];
  const half = Math.floor(PAGE_WINDOW / 2);
  const start = Math.max(1, Math.min(current - half, totalPages - PAGE_WINDOW + 1));
  const end = Math.min(totalPages, start + PAGE_WINDOW - 1);
  const slots: PageSlot[] = [];
  if (start > 1) slots.push(1);
  // An ellipsis standing for a single page would hide nothing: that page is shown instead.
  if (start > 2) slots.push(start === 3 ? 2 : 'ellipsis');
  for (let page = start; page <= end; page += 1) slots.push(page);
  if (end < totalPages - 1) slots.push(end === totalPages - 2 ? totalPages - 1 : 'ellipsis');
  if (end < totalPages) slots.push(totalPages);
  return slots;
}

/** 'Showing x-y of total' for a one-based page. */
export function showingText(page: number, pageSize: number, shown: number, totalItems: number): string {
  if (totalItems === 0 || shown === 0) return `Showing 0-0 of ${totalItems}`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}-${first + shown - 1} of ${totalItems}`;
}
