import type { Paged } from '@seedcorp/contracts';
import { useState } from 'react';
import { filterRows } from '../search-filter';
import { serialNumber, usePagedList } from './use-paged-list';

const FETCH_FAILED = 'Failed to fetch data.';

export interface ListScreenOptions<T> {
  fetchPage: (page: number, size: number) => Promise<Paged<T>>;
  /** Shown when a page fails to load without a message of the server's own. */
  fetchFailedMessage?: string;
  /** The texts of a row the search box looks in. */
  searchFields: (row: T) => (string | null | undefined)[];
}

/**
 * A paged list on screen: the current page and the on-screen search. `screen` spreads into `ManagerScreen`,
 * `table` into `RecordTable` or `DistrictTable`.
 */
export function useListScreen<T>({ fetchPage, fetchFailedMessage = FETCH_FAILED, searchFields }: ListScreenOptions<T>) {
  const list = usePagedList(fetchPage, fetchFailedMessage);
  const [search, setSearch] = useState('');
  const shown = filterRows(list.rows, search, searchFields);
  const serialOf = (row: T) => serialNumber(list, row);
  return {
    list,
    screen: { list, shown, search, onSearch: setSearch },
    table: { page: list.page, rows: shown, serialOf },
  };
}
