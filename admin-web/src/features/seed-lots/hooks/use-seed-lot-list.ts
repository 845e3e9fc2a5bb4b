import { useCallback, useState } from 'react';
import { SEED_LOTS_TEXTS } from '../../../content/seed-lots';
import { serialNumber, usePagedList } from '../../ui/hooks/use-paged-list';
import { fetchLots, type SeedLotFilter } from '../api/seed-lots-api';

/**
 * The lots a page at a time, narrowed by the service (a season's lots are thousands: a page's own search would miss
 * them): `draft` is the filter as typed, `applied` the one the list shows, from its first page.
 */
export function useSeedLotList() {
  const [draft, setDraft] = useState<SeedLotFilter>({});
  const [applied, setApplied] = useState<SeedLotFilter>({});
  const fetchPage = useCallback((page: number, size: number) => fetchLots(applied, page, size), [applied]);
  const list = usePagedList(fetchPage, SEED_LOTS_TEXTS.loadFailed);

  const show = (filter: SeedLotFilter) => {
    setDraft(filter);
    setApplied(filter);
    list.load(0);
  };

  return {
    list,
    draft,
    setDraft,
    /** Whether the list is narrowed: an empty one then says nothing matches, not that there are no lots. */
    filtered: Boolean(applied.search?.trim() || applied.state),
    apply: () => show(draft),
    clear: () => show({}),
    serialOf: (row: (typeof list.rows)[number]) => serialNumber(list, row),
  };
}
