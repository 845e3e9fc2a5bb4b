import { ALSO_SOLD_THROUGH_TEXT } from '../../content/counters';
import { SITE_TABLES } from '../../content/site-tables';
import { SiteTables } from '../../features/content/components/SiteTable';
import { PageTitle } from '../../layout/PageTitle';

export default function SaleCountersPage() {
  return (
    <article>
      <PageTitle />
      <SiteTables tables={SITE_TABLES.saleCounters} />
      <p>{ALSO_SOLD_THROUGH_TEXT}</p>
    </article>
  );
}
