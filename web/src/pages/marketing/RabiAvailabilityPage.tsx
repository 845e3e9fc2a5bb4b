import { useTranslation } from '../../i18n/translation';
import { DocumentList } from '../../features/notifications/components/DocumentList';
import { StockAvailabilityIsland } from '../../features/stock/components/StockAvailability';
import { PageTitle } from '../../layout/PageTitle';
import { usePageReads } from '../../features/api/use-page-reads';
import type { AvailabilityPage } from './pages';

/** The Rabi seed in stock at the sale counters now, then the availability lists the corporation publishes. */
export default function RabiAvailabilityPage() {
  const { t } = useTranslation();
  const { stock, documents } = usePageReads<AvailabilityPage>();
  return (
    <article>
      <PageTitle />
      <StockAvailabilityIsland season="Rabi" stock={stock} />
      <section aria-labelledby="availability-lists">
        <h2 id="availability-lists">{t('availabilityLists')}</h2>
        <DocumentList documents={documents} emptyText={t('notAvailableYet')} />
      </section>
    </article>
  );
}
