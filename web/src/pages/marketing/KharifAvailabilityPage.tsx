import { useTranslation } from '../../i18n/translation';
import { DocumentList } from '../../features/notifications/components/DocumentList';
import { PageTitle } from '../../layout/PageTitle';

export default function KharifAvailabilityPage() {
  const { t } = useTranslation();
  return (
    <article>
      <PageTitle />
      <DocumentList location="Kharif Availability" emptyText={t('notAvailableYet')} />
    </article>
  );
}
