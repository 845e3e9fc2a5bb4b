import type { Bilingual } from '@seedcorp/contracts';
import { useTranslation } from '../i18n/translation';
import { useLocation } from 'react-router-dom';
import { useContentLanguage } from '../features/content/use-content-language';
import { routeEntry } from '../routes';
import { usePageName } from '../features/content/page-titles';

/**
 * The page's heading: the title the corporation published for the page, or else its route-table title, in the
 * visitor's language.
 */
export function PageTitle({ title }: { title?: Bilingual }) {
  const { t } = useTranslation();
  const pageName = usePageName();
  const language = useContentLanguage();
  const { pathname } = useLocation();
  const entry = routeEntry(pathname);
  if (title) return <h1>{title[language] || title.en}</h1>;
  return <h1>{entry ? pageName(entry.path) : t('notFoundTitle')}</h1>;
}
