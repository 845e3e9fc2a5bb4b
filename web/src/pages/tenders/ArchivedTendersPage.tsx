import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { TenderListIsland } from '../../features/tenders/components/TenderList';
import { PageTitle } from '../../layout/PageTitle';
import { ROUTES } from '../../route-paths';

export default function ArchivedTendersPage() {
  const { t } = useTranslation();
  return (
    <article>
      <PageTitle />
      <p>
        <Link to={ROUTES.tenders}>{t('back')}</Link>
      </p>
      <TenderListIsland location="Archived Tender" />
    </article>
  );
}
