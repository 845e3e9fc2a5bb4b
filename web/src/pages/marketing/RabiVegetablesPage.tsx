import { SITE_TABLES } from '../../content/site-tables';
import { SiteTables } from '../../features/content/components/SiteTable';
import { WhereSeedIsSold } from '../../features/marketing/components/WhereSeedIsSold';
import { PageTitle } from '../../layout/PageTitle';

export default function RabiVegetablesPage() {
  return (
    <article>
      <PageTitle />
      <SiteTables tables={SITE_TABLES.rabiVegetables} />
      <WhereSeedIsSold />
    </article>
  );
}
