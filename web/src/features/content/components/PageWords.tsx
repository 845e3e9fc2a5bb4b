import type { PublicPage } from '@seedcorp/contracts';
import { LastUpdated, PageBlocks } from '@seedcorp/web-shared/content/PageBlocks';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { PageTitle } from '../../../layout/PageTitle';
import { Loading } from '../../api/components/Loading';
import { usePageWords } from '../use-page-words';
import { useContentLanguage } from '../use-content-language';
import { routerLink } from './router-link';
import { SiteContact } from './SiteContact';
import { SiteTable, type TableView } from './SiteTable';

/** How a page module places its own parts among the words: a table laid out its own way, a list after a block. */
export interface WordsLayout {
  tableViews?: Readonly<Record<string, TableView>>;
  after?: Readonly<Record<string, ReactNode>>;
  romanNumbered?: readonly string[];
}

/**
 * A page's blocks in the visitor's language, its tables and the contact record in place (`tableViews` lays out a
 * table its own way).
 */
function WordsBlocks({ page, tableViews, after, romanNumbered }: { page: PublicPage } & WordsLayout) {
  const language = useContentLanguage();
  return (
    <PageBlocks
      blocks={page.blocks}
      language={language}
      link={routerLink}
      table={(key) => <SiteTable key={key} tableKey={key} view={tableViews?.[key]} />}
      contact={() => <SiteContact />}
      after={after}
      romanNumbered={romanNumbered}
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
  romanNumbered,
  className,
}: WordsLayout & {
  className?: string;
  children?: ReactNode;
  /** Shown between the title and the words (a page's contents). */
  before?: (page: PublicPage) => ReactNode;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { data: page, loading } = usePageWords();
  return (
    <article className={className}>
      <PageTitle title={page?.title} />
      {loading ? (
        <Loading />
      ) : page ? (
        <>
          {before?.(page)}
          <WordsBlocks page={page} tableViews={tableViews} after={after} romanNumbered={romanNumbered} />
        </>
      ) : (
        <p className="load-problem">{t('pageWordsUnavailable')}</p>
      )}
      {children}
      {page && <LastUpdated at={page.publishedAt} language={language} />}
    </article>
  );
}
