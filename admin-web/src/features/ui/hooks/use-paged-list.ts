import { PAGE_SIZE_DEFAULT, type Paged } from '@seedcorp/contracts';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { messageOf } from '../../api/api-client';

export const PAGE_SIZE = PAGE_SIZE_DEFAULT;

export interface PagedList<T> {
  rows: T[];
  page: number;
  totalPages: number;
  totalItems: number;
  loading: boolean;
  /** Loads a zero-based page; after a change the screens reload page 0. */
  load: (page: number) => void;
}

/**
 * One page of an admin list at a time. `fetchPage` answers the page; a failure shows the server's
 * message or `failedMessage` in a toast.
 */
export function usePagedList<T>(
  fetchPage: (page: number, size: number) => Promise<Paged<T>>,
  failedMessage: string,
): PagedList<T> {
  const [state, setState] = useState<{ page: number; data: Paged<T> }>({
    page: 0,
    data: { content: [], totalPages: 0, totalItems: 0 },
  });
  const [request, setRequest] = useState({ page: 0, serial: 0 });
  const [settledSerial, setSettledSerial] = useState(-1);

  useEffect(() => {
    let live = true;
    fetchPage(request.page, PAGE_SIZE)
      .then((data) => {
        if (live) setState({ page: request.page, data });
      })
      .catch((error: unknown) => {
        if (live) toast.error(messageOf(error, failedMessage));
      })
      .finally(() => {
        if (live) setSettledSerial(request.serial);
      });
    return () => {
      live = false;
    };
  }, [request, fetchPage, failedMessage]);
  const loading = settledSerial !== request.serial;

  const load = useCallback((page: number) => setRequest((previous) => ({ page, serial: previous.serial + 1 })), []);

  const { content, totalPages, totalItems } = state.data;
  return { rows: content, page: state.page, totalPages, totalItems, loading, load };
}

/** A row's number across pages, as the S.No column shows it. */
export function serialNumber<T>(list: PagedList<T>, row: T): number {
  return list.page * PAGE_SIZE + list.rows.indexOf(row) + 1;
}
