import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { logFailure } from '@seedcorp/web-shared/api/log-failure';
import type { SearchablePage, SearchOption } from '../site-search';
import { useSiteNavigation } from '../../navigation/site-navigation';
import { defineIsland } from '../../../islands/island';
import { usePageData } from '../../content/page-data-context';
import { publishedTitle, publishedTitles } from '../../content/page-titles';

type SearchEngine = typeof import('../search-engine');

/** The search, and the pages' titles in the reader's language (all of them, which the page itself does not carry). */
interface LoadedSearch {
  engine: SearchEngine;
  pageTitle: (path: string) => string;
}

const NOTHING_SHOWN = { pages: [], notices: [] };

/** Site search as an ARIA combobox: arrows move through suggestions, Enter chooses, Escape closes. */
function SiteSearch() {
  const { t, language } = useTranslation();
  const { navigate } = useSiteNavigation();
  const pageData = usePageData();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [search, setSearch] = useState<LoadedSearch | null>(null);
  const [pages, setPages] = useState<readonly SearchablePage[]>([]);
  const [notices, setNotices] = useState<SearchOption[]>([]);
  const started = useRef(false);

  /** The first focus or keystroke loads the search, the page index and the notice titles; nothing loads before. */
  const start = () => {
    if (started.current) return;
    started.current = true;
    Promise.all([import('../search-engine'), import('../../../i18n/i18n').then((i18n) => i18n.textsOf(language))])
      .then(([engine, texts]) => {
        const titles = publishedTitles(pageData);
        setSearch({ engine, pageTitle: (path) => publishedTitle(titles, path, language) ?? texts.t(path) });
        void engine.loadNoticeOptions().then(setNotices);
        return engine.loadSearchablePages(setPages, titles);
      })
      .catch((error: Error) => logFailure(`The site search could not be loaded: ${error.message}`));
  };

  const shown = useMemo(
    () =>
      search
        ? search.engine.limitSuggestions(
            search.engine.matchPages(pages, text, language, search.pageTitle),
            search.engine.matchOptions(notices, text),
          )
        : NOTHING_SHOWN,
    [search, pages, notices, text, language],
  );
  const suggestions = [...shown.pages, ...shown.notices];
  const open = suggestions.length > 0;

  const onChange = (value: string) => {
    start();
    setText(value);
    setActive(-1);
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
        onFocus={start}
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

export const SiteSearchIsland = defineIsland('siteSearch', SiteSearch, [
  'searchLabel',
  'searchPlaceholder',
  'searchNotices',
]);
