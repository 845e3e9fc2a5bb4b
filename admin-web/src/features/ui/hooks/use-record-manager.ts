import type { Paged } from '@seedcorp/contracts';
import { useState } from 'react';
import { filterRows } from '../search-filter';
import { useModalState } from './use-modal-state';
import { serialNumber, usePagedList } from './use-paged-list';
import { useDeleteAction } from './use-record-actions';

const FETCH_FAILED = 'Failed to fetch data.';

interface ListScreenOptions<T> {
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

interface RecordManagerOptions<T> extends ListScreenOptions<T> {
  remove: (key: string) => Promise<string>;
  /** Shown when a delete fails without a message of the server's own. */
  deleteFailedMessage: string;
}

/**
 * What every list screen of records holds: the list screen, the open modal and the delete action.
 * `screen` spreads into `ManagerScreen`, `formModal` into `RecordFormModal`.
 */
export function useRecordManager<T>({ remove, deleteFailedMessage, ...listOptions }: RecordManagerOptions<T>) {
  const listScreen = useListScreen(listOptions);
  const { load } = listScreen.list;
  const { modal, setModal, close, onSaved } = useModalState<T>(load);
  const removeRecord = useDeleteAction(remove, load, deleteFailedMessage);
  return {
    ...listScreen,
    modal,
    setModal,
    close,
    remove: removeRecord,
    screen: { ...listScreen.screen, onCreate: () => setModal({ kind: 'create' }) },
    formModal: { modal, close, onSaved },
  };
}
