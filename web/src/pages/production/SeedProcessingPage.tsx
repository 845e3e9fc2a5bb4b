import { SEED_TESTING_LAB_HEADING, SEED_TESTING_LAB_TEXT } from '../../content/plants';
import { SEED_LAB_TESTING_TEXT } from '../../content/services';
import { SITE_TABLES } from '../../content/site-tables';
import { Paragraph } from '../../features/content/components/ContentText';
import { SiteTables } from '../../features/content/components/SiteTable';
import { PageTitle } from '../../layout/PageTitle';

export default function SeedProcessingPage() {
  return (
    <article>
      <PageTitle />
      <SiteTables tables={SITE_TABLES.processingPlants} />
      <section>
        <h2>{SEED_TESTING_LAB_HEADING}</h2>
        <Paragraph text={SEED_TESTING_LAB_TEXT} />
        <Paragraph text={SEED_LAB_TESTING_TEXT} />
      </section>
    </article>
  );
}
