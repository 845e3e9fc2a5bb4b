import type { Bilingual } from '@seedcorp/contracts';
import { useTranslation } from '../i18n/translation';
import { useLocation } from 'react-router-dom';
import { useContentLanguage } from '../features/content/use-content-language';
import { routeEntry } from '../routes';

/**
 * The page's heading: the title the corporation published for the page, or else its route-table title, in the
 * visitor's language.
 */
export function PageTitle({ title }: { title?: Bilingual }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { pathname } = useLocation();
  const entry = routeEntry(pathname);
  if (title) return <h1>{title[language] || title.en}</h1>;
  return <h1>{entry ? t(entry.path) : t('notFoundTitle')}</h1>;
}
