import type { ReactNode } from 'react';
import type { PagedList } from '../hooks/use-paged-list';
import { ListView } from './ListView';
import { SearchBox } from './SearchBox';

export interface ManagerScreenTexts {
  title: string;
  /** Label of the create action; none for lists the admin only reads. */
  createLabel?: string;
  /** What the search looks at, e.g. 'title, location or date'. */
  searchScope: string;
  emptyText: string;
  noMatchText: string;
}

interface ManagerScreenProps<T> {
  texts: ManagerScreenTexts;
  /** Shown under the heading, e.g. a choice of which list the screen manages. */
  intro?: ReactNode;
  onCreate?: () => void;
  search: string;
  onSearch: (text: string) => void;
  list: PagedList<T>;
  shown: T[];
  children: ReactNode;
}

/** The frame every admin list shares: heading, search, create action, list states and pagination. */
export function ManagerScreen<T>({
  texts,
  intro,
  onCreate,
  search,
  onSearch,
  list,
  shown,
  children,
}: ManagerScreenProps<T>) {
  return (
    <article className="manager">
      <h1>{texts.title}</h1>
      {intro}
      <div className="manager-toolbar">
        <SearchBox value={search} onChange={onSearch} scope={texts.searchScope} />
        {texts.createLabel && (
          <button type="button" className="primary" onClick={onCreate}>
            {texts.createLabel}
          </button>
        )}
      </div>
      <ListView
        list={list}
        shown={shown}
        searching={search.trim() !== ''}
        emptyText={texts.emptyText}
        noMatchText={texts.noMatchText}
      >
        {children}
      </ListView>
    </article>
  );
}
