import type { PublicPage } from '@seedcorp/contracts';
import { useTranslation } from '../../i18n/translation';
import { useLocation } from 'react-router-dom';
import { WordsArticle } from '../../features/content/components/PageWords';
import { useContentLanguage } from '../../features/content/use-content-language';

/** The long pages open with a list of their sections. */
const PAGES_WITH_CONTENTS = new Set(['/website-policies', '/help']);

/**
 * The list of the page's sections at its top. Plain fragment links rather than router links: the browser
 * itself moves to the section, with or without script.
 */
function PageContents({ page }: { page: PublicPage }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  return (
    <nav className="page-contents" aria-labelledby="page-contents-title">
      <h2 id="page-contents-title">{t('onThisPage')}</h2>
      <ol>
        {page.blocks.flatMap((block) =>
          block.type === 'heading'
            ? [
                <li key={block.id}>
                  <a href={`#${block.id}`}>{block.text[language] || block.text.en}</a>
                </li>,
              ]
            : [],
        )}
      </ol>
    </nav>
  );
}

/** The website policies, terms, disclaimer, accessibility statement and help. */
export default function PolicyPage() {
  const { pathname } = useLocation();
  const contents = PAGES_WITH_CONTENTS.has(pathname.replace(/\/+$/, ''));
  return <WordsArticle before={contents ? (page) => <PageContents page={page} /> : undefined} />;
}
