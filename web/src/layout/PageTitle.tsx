import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { routeEntry } from '../routes';

/** The page's heading: its route-table title, in the visitor's language. */
export function PageTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entry = routeEntry(pathname);
  return <h1>{entry ? t(entry.path) : t('notFoundTitle')}</h1>;
}
