import { useTranslation } from '../../i18n/translation';
import { DocumentList } from '../../features/notifications/components/DocumentList';
import { PageTitle } from '../../layout/PageTitle';

export default function SeedsAllocationPage() {
  const { t } = useTranslation();
  return (
    <article>
      <PageTitle />
      <DocumentList location="Seeds Allocation" emptyText={t('noSeedsAllocation')} />
    </article>
  );
}
