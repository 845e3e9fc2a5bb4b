import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { TenderListIsland } from '../../features/tenders/components/TenderList';
import { PageTitle } from '../../layout/PageTitle';
import { ROUTES } from '../../route-paths';
import { usePageReads } from '../../features/api/use-page-reads';
import type { ARCHIVED_TENDERS_PAGE } from './pages';

export default function ArchivedTendersPage() {
  const { t } = useTranslation();
  return (
    <article>
      <PageTitle />
      <p>
        <Link to={ROUTES.tenders}>{t('back')}</Link>
      </p>
      <TenderListIsland tenders={usePageReads<typeof ARCHIVED_TENDERS_PAGE>().tenders} />
    </article>
  );
}
