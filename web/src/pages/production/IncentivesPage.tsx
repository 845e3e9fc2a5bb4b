import { GROWER_INCENTIVES_HEADING } from '../../content/subsidies';
import { SITE_TABLES } from '../../content/site-tables';
import { SiteTables } from '../../features/content/components/SiteTable';
import { PageTitle } from '../../layout/PageTitle';

export default function IncentivesPage() {
  return (
    <article>
      <PageTitle />
      <section>
        <h2>{GROWER_INCENTIVES_HEADING}</h2>
        <SiteTables tables={SITE_TABLES.growerIncentives} />
      </section>
    </article>
  );
}
