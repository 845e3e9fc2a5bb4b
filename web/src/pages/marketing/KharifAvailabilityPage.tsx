import { useTranslation } from '../../i18n/translation';
import { DocumentList } from '../../features/notifications/components/DocumentList';
import { StockAvailabilityIsland } from '../../features/stock/components/StockAvailability';
import { PageTitle } from '../../layout/PageTitle';

/** The Kharif seed in stock at the sale counters now, then the availability lists the corporation publishes. */
export default function KharifAvailabilityPage() {
  const { t } = useTranslation();
  return (
    <article>
      <PageTitle />
      <StockAvailabilityIsland season="Kharif" />
      <section aria-labelledby="availability-lists">
        <h2 id="availability-lists">{t('availabilityLists')}</h2>
        <DocumentList location="Kharif Availability" emptyText={t('notAvailableYet')} />
      </section>
    </article>
  );
}
