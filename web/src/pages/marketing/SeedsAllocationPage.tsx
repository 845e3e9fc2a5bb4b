import { useTranslation } from '../../i18n/translation';
import { DocumentList } from '../../features/notifications/components/DocumentList';
import { PageTitle } from '../../layout/PageTitle';
import { usePageReads } from '../../features/api/use-page-reads';
import type { SEEDS_ALLOCATION_PAGE } from './pages';

export default function SeedsAllocationPage() {
  const { t } = useTranslation();
  const { documents } = usePageReads<typeof SEEDS_ALLOCATION_PAGE>();
  return (
    <article>
      <PageTitle />
      <DocumentList documents={documents} emptyText={t('noSeedsAllocation')} />
    </article>
  );
}
