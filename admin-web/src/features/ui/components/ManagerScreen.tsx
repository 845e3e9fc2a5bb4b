import type { ReactNode } from 'react';
import type { PagedList } from '../hooks/use-paged-list';
import { ListView } from './ListView';
import { SearchBox } from './SearchBox';

interface ManagerScreenProps<T> {
  title: string;
  /** Label of the create action; none for lists the admin only reads. */
  createLabel?: string;
  onCreate?: () => void;
  searchScope: string;
  search: string;
  onSearch: (text: string) => void;
  list: PagedList<T>;
  shown: T[];
  emptyText: string;
  noMatchText: string;
  children: ReactNode;
}

/** The frame every admin list shares: heading, search, create action, list states and pagination. */
export function ManagerScreen<T>(props: ManagerScreenProps<T>) {
  const { title, createLabel, onCreate, searchScope, search, onSearch, list, shown, emptyText, noMatchText } = props;
  return (
    <article className="manager">
      <h1>{title}</h1>
      <div className="manager-toolbar">
        <SearchBox value={search} onChange={onSearch} scope={searchScope} />
        {createLabel && (
          <button type="button" className="primary" onClick={onCreate}>
            {createLabel}
          </button>
        )}
      </div>
      <ListView
        list={list}
        shown={shown}
        searching={search.trim() !== ''}
        emptyText={emptyText}
        noMatchText={noMatchText}
      >
        {props.children}
      </ListView>
    </article>
  );
}
