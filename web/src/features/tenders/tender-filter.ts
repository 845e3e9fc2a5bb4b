import type { TenderItem } from '@seedcorp/contracts';
import { formatDate } from '@seedcorp/web-shared/dates/date-format';

/** '2025-03-31' as visitors read it, in the list and in what they search: '31-03-2025'. */
export const displayDate = (isoDate: string): string => formatDate(isoDate, { style: 'dashes' });

/** Case-insensitive match on the title or the last date of submission, as stored or as shown. */
export function filterTenders<T extends Pick<TenderItem, 'title' | 'subDate'>>(
  tenders: readonly T[],
  text: string,
): T[] {
  const query = text.trim().toLowerCase();
  if (!query) return [...tenders];
  return tenders.filter(
    (tender) =>
      tender.title.toLowerCase().includes(query) ||
      tender.subDate.toLowerCase().includes(query) ||
      displayDate(tender.subDate).includes(query),
  );
}
