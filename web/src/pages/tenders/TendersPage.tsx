import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { TenderListIsland } from '../../features/tenders/components/TenderList';
import { PageTitle } from '../../layout/PageTitle';
import { ROUTES } from '../../route-paths';
import { usePageReads } from '../../features/api/use-page-reads';
import type { TENDERS_PAGE } from './pages';

export default function TendersPage() {
  const { t } = useTranslation();
  return (
    <article>
      <PageTitle />
      <p>
        <Link to={ROUTES.archivedTenders}>{t('archivedTenders')}</Link>
      </p>
      <TenderListIsland tenders={usePageReads<typeof TENDERS_PAGE>().tenders} />
    </article>
  );
}
