import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { TenderList } from '../../features/tenders/components/TenderList';
import { PageTitle } from '../../layout/PageTitle';
import { ROUTES } from '../../routes';

export default function TendersPage() {
  const { t } = useTranslation();
  return (
    <article>
      <PageTitle />
      <p>
        <Link to={ROUTES.archivedTenders}>{t('archivedTenders')}</Link>
      </p>
      <TenderList location="Tender" />
    </article>
  );
}
