import { useTranslation } from '../../i18n/translation';
import { DocumentList } from '../../features/notifications/components/DocumentList';
import { PageTitle } from '../../layout/PageTitle';

export default function RabiAvailabilityPage() {
  const { t } = useTranslation();
  return (
    <article>
      <PageTitle />
      <DocumentList location="Rabi Availability" emptyText={t('notAvailableYet')} />
    </article>
  );
}
