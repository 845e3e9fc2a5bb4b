import type { Bilingual, PublicPageTitle } from '@seedcorp/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { PageData } from '../api/read-outcome';
import { usePageData } from './page-data-context';

/**
 * The published titles the page was rendered with, by path (none where they were not read, or could not be): read
 * with every page (`loadPageData`), so that its chrome names each page as its editors do.
 */
export function publishedTitles(pageData: PageData | undefined): ReadonlyMap<string, Bilingual> {
  const outcome = pageData?.pageTitles;
  const titles = outcome && 'data' in outcome && Array.isArray(outcome.data) ? (outcome.data as PublicPageTitle[]) : [];
  return new Map(titles.map(({ path, title }) => [path, title]));
}

/** A page's published title in `language`, its English while the Hindi is not written; undefined if it has none. */
export function publishedTitle(
  titles: ReadonlyMap<string, Bilingual>,
  path: string,
  language: 'en' | 'hi',
): string | undefined {
  const title = titles.get(path);
  return title?.[language]?.trim() || title?.en.trim() || undefined;
}

/**
 * How the chrome names a page: the title its editors last published, in the reader's language, for a page the
 * content service keeps; else the page's name in the route table's texts (the chrome's text keyed by its path). The
 * one source of a page's name for its heading, `<title>`, the menu, the breadcrumb and the sitemap. Any other text
 * key is the chrome's text.
 */
export function usePageName(): (pathOrKey: string) => string {
  const { t, language } = useTranslation();
  const pageData = usePageData();
  // Once per page's data, not per name: the menu asks for some sixty.
  const titles = useMemo(() => publishedTitles(pageData), [pageData]);
  return useCallback(
    (pathOrKey: string) => publishedTitle(titles, pathOrKey, language) ?? t(pathOrKey),
    [titles, language, t],
  );
}
