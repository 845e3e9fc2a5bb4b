import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { logFailure } from '@seedcorp/web-shared/api/api-client';
import { ROUTE_TABLE, ROUTES } from '../../../routes';
import { publicApi } from '../../api/public-api';
import {
  limitSuggestions,
  matchOptions,
  matchPages,
  SEARCH_INDEX_PATH,
  type IndexedPage,
  type SearchOption,
} from '../site-search';

/** Until the index arrives (or if it cannot), the searchable pages are found by their titles. */
const TITLE_ONLY: readonly IndexedPage[] = ROUTE_TABLE.filter((entry) => entry.searchable).map((entry) => ({
  path: entry.path,
  title: entry.title,
  text: '',
}));

/** The build's index of page texts: fetched when the visitor first types, so no page load pays for it. */
async function loadSearchIndex(): Promise<readonly IndexedPage[]> {
  try {
    const response = await fetch(SEARCH_INDEX_PATH);
    if (!response.ok) throw new Error(`${SEARCH_INDEX_PATH} answered ${response.status}`);
    return (await response.json()) as IndexedPage[];
  } catch (error) {
    logFailure((error as Error).message);
    return TITLE_ONLY;
  }
}

/** Notice titles join the suggestions once the visitor starts typing; one load per page view. */
async function loadNoticeOptions(): Promise<SearchOption[]> {
  const [news, tenders] = await Promise.all([
    publicApi.homeNotifications().catch((error: Error) => (logFailure(error.message), [])),
    publicApi.tenders('Tender').catch((error: Error) => (logFailure(error.message), [])),
  ]);
  return [
    ...news.map((item) => ({ label: item.title, path: ROUTES.latestNews })),
    ...tenders.map((item) => ({ label: item.title, path: ROUTES.tenders })),
  ];
}

/** Site search as an ARIA combobox: arrows move through suggestions, Enter chooses, Escape closes. */
export function SiteSearch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [notices, setNotices] = useState<SearchOption[] | null>(null);
  const [pageIndex, setPageIndex] = useState<readonly IndexedPage[] | null>(null);

  const pageMatches = useMemo(
    () => matchPages(pageIndex ?? TITLE_ONLY, text, (path) => t(path)),
    // The labels follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pageIndex, text, i18n.language],
  );
  const shown = limitSuggestions(pageMatches, matchOptions(notices ?? [], text));
  const suggestions = [...shown.pages, ...shown.notices];
  const open = suggestions.length > 0;

  const onChange = (value: string) => {
    setText(value);
    setActive(-1);
    if (notices === null && value.trim()) {
      setNotices([]);
      void loadNoticeOptions().then(setNotices);
      void loadSearchIndex().then(setPageIndex);
    }
  };

  const choose = (option: SearchOption) => {
    setText('');
    setActive(-1);
    navigate(option.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      setActive((active + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setActive(active <= 0 ? suggestions.length - 1 : active - 1);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(suggestions[Math.max(active, 0)]);
    } else if (event.key === 'Escape') {
      setText('');
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className="site-search" role="search" aria-label={t('searchLabel')}>
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input
        id={`${listId}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        placeholder={t('searchPlaceholder')}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={t('searchLabel')} className="search-suggestions" hidden={!open}>
        {suggestions.map((option, index) => (
          <li
            key={`${option.path}-${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'active' : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.label}
            {index >= shown.pages.length && <span className="search-kind"> — {t('searchNotices')}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
