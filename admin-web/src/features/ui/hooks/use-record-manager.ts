import type { Paged } from '@seedcorp/contracts';
import { useState } from 'react';
import { filterRows } from '../search-filter';
import { useModalState } from './use-modal-state';
import { serialNumber, usePagedList } from './use-paged-list';
import { useDeleteAction } from './use-record-actions';

interface RecordManagerOptions<T> {
  fetchPage: (page: number, size: number) => Promise<Paged<T>>;
  remove: (key: string) => Promise<string>;
  /** Shown when a delete fails without a message of the server's own. */
  deleteFailedMessage: string;
  /** The texts of a row the search box looks in. */
  searchFields: (row: T) => (string | null | undefined)[];
}

/**
 * What every create/edit/delete list screen holds: the current page, the on-screen search, the open
 * modal and the delete action. `screen` spreads into `ManagerScreen`.
 */
export function useRecordManager<T>({ fetchPage, remove, deleteFailedMessage, searchFields }: RecordManagerOptions<T>) {
  const list = usePagedList(fetchPage, 'Failed to fetch data.');
  const [search, setSearch] = useState('');
  const modalState = useModalState<T>(list.load);
  const removeRecord = useDeleteAction(remove, list.load, deleteFailedMessage);
  const shown = filterRows(list.rows, search, searchFields);
  const { setModal } = modalState;
  return {
    ...modalState,
    list,
    shown,
    remove: removeRecord,
    serialOf: (row: T) => serialNumber(list, row),
    screen: { list, shown, search, onSearch: setSearch, onCreate: () => setModal({ kind: 'create' }) },
  };
}
