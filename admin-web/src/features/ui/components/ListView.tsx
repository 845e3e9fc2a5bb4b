import type { ReactNode } from 'react';
import { Pagination } from './Pagination';
import { PAGE_SIZE, type PagedList } from '../hooks/use-paged-list';

interface ListViewProps<T> {
  list: PagedList<T>;
  /** Rows of the page left by the search. */
  shown: T[];
  searching: boolean;
  emptyText: string;
  noMatchText: string;
  children: ReactNode;
}

/** The loading, empty and no-match states of a paged list, then the list and its pagination. */
export function ListView<T>({ list, shown, searching, emptyText, noMatchText, children }: ListViewProps<T>) {
  let body: ReactNode = children;
  if (list.loading && list.rows.length === 0) {
    body = (
      <p role="status" className="list-state">
        Loading…
      </p>
    );
  } else if (list.rows.length === 0) {
    body = <p className="list-state">{emptyText}</p>;
  } else if (shown.length === 0 && searching) {
    body = (
      <p className="list-state" role="status">
        {noMatchText}
      </p>
    );
  }
  return (
    <>
      <div className="list-body" aria-busy={list.loading}>
        {body}
      </div>
      <Pagination
        page={list.page}
        totalPages={list.totalPages}
        totalItems={list.totalItems}
        pageSize={PAGE_SIZE}
        shown={list.rows.length}
        onPage={list.load}
      />
    </>
  );
}
