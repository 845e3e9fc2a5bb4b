import type { PublicPage } from '@seedcorp/contracts';
import { LastUpdated, PageBlocks, type LinkRenderer } from '@seedcorp/web-shared/content/PageBlocks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PageTitle } from '../../../layout/PageTitle';
import { routeEntry } from '../../../routes';
import { Loading } from '../../api/components/Loading';
import { usePublicRead, type ServerData } from '../../api/use-public-read';
import { wordsRead } from '../page-data';
import { useContentLanguage } from '../use-content-language';
import { SiteTable, type TableView } from './SiteTable';

/** Paths of the site go through the router (no reload); other addresses open as plain links. */
const routerLink: LinkRenderer = (href, children) =>
  href.startsWith('/') && !href.startsWith('/api/') ? (
    <Link to={href}>{children}</Link>
  ) : /^https?:\/\//.test(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={href}>{children}</a>
  );

/** The published words of the page at the current route, read by its loader. */
export function usePageWords(): ServerData<PublicPage | undefined> {
  const { pathname } = useLocation();
  const path = routeEntry(pathname)?.path ?? pathname;
  return usePublicRead(wordsRead(path), undefined);
}

/** How a page module places its own parts among the words: a table laid out its own way, a list after a block. */
export interface WordsLayout {
  tableViews?: Readonly<Record<string, TableView>>;
  after?: Readonly<Record<string, ReactNode>>;
}

/** A page's blocks in the visitor's language, its tables in place (`tableViews` lays out a table its own way). */
export function WordsBlocks({ page, tableViews, after }: { page: PublicPage } & WordsLayout) {
  const language = useContentLanguage();
  return (
    <PageBlocks
      blocks={page.blocks}
      language={language}
      link={routerLink}
      table={(key) => <SiteTable key={key} tableKey={key} view={tableViews?.[key]} />}
      after={after}
    />
  );
}

/**
 * A page whose words the corporation keeps: its title, its blocks, what the page module adds after them (a list of
 * documents, a form) and the date it was last published.
 */
export function WordsArticle({
  children,
  before,
  tableViews,
  after,
}: WordsLayout & {
  children?: ReactNode;
  /** Shown between the title and the words (a page's contents). */
  before?: (page: PublicPage) => ReactNode;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { data: page, loading } = usePageWords();
  return (
    <article>
      <PageTitle title={page?.title} />
      {loading ? (
        <Loading />
      ) : page ? (
        <>
          {before?.(page)}
          <WordsBlocks page={page} tableViews={tableViews} after={after} />
        </>
      ) : (
        <p className="load-problem">{t('pageWordsUnavailable')}</p>
      )}
      {children}
      {page && <LastUpdated at={page.publishedAt} language={language} />}
    </article>
  );
}
