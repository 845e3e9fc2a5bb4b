import type { ReactNode } from 'react';
import { Loading } from './Loading';

interface LoadedListProps<T> {
  loading: boolean;
  items: readonly T[];
  /** What the page says while the server has nothing to show, e.g. 'None' or 'No Data Found.'. */
  emptyText: string;
  emptyClassName?: string;
  /** Renders the list once it holds something. */
  children: (items: readonly T[]) => ReactNode;
}

/**
 * A list loaded from the server, in the three states a visitor can meet it: the loading note the
 * prerendered HTML holds, the empty-state text, or the list itself.
 */
export function LoadedList<T>({ loading, items, emptyText, emptyClassName, children }: LoadedListProps<T>) {
  if (loading) return <Loading />;
  if (items.length === 0) return <p className={emptyClassName}>{emptyText}</p>;
  return <>{children(items)}</>;
}
