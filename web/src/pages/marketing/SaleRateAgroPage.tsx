import { SITE_TABLES } from '../../content/site-tables';
import { SiteTables } from '../../features/content/components/SiteTable';
import { PageTitle } from '../../layout/PageTitle';

export default function SaleRateAgroPage() {
  return (
    <article>
      <PageTitle />
      <SiteTables tables={SITE_TABLES.agroChemicals} />
    </article>
  );
}
