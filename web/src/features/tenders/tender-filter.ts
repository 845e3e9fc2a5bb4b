import type { TenderItem } from '@seedcorp/contracts';

/** '2025-03-31' as visitors read it: '31-03-2025'. */
export function displayDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : isoDate;
}

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
