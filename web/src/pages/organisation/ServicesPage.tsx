import { SEED_LAB_TESTING_TEXT, SERVICES_PAGE } from '../../content/services';
import { SITE_TABLES } from '../../content/site-tables';
import { LinkedSectionView } from '../../features/content/components/LinkedSections';
import { SiteTables } from '../../features/content/components/SiteTable';
import { PageTitle } from '../../layout/PageTitle';

export default function ServicesPage() {
  return (
    <article>
      <PageTitle />
      <p>{SERVICES_PAGE.intro}</p>
      <section>
        <h2>{SERVICES_PAGE.timelinesHeading}</h2>
        <SiteTables tables={SITE_TABLES.serviceTimeLimits} />
      </section>
      <section>
        <h2>{SERVICES_PAGE.feesHeading}</h2>
        <SiteTables tables={SITE_TABLES.serviceFees} />
      </section>
      <section>
        <h2>{SERVICES_PAGE.testingHeading}</h2>
        <p>{SEED_LAB_TESTING_TEXT}</p>
      </section>
      <LinkedSectionView section={SERVICES_PAGE.related} />
    </article>
  );
}
