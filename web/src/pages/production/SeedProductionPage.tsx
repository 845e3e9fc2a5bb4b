import { FIELD_INSPECTIONS, SEED_PRODUCTION_HEADINGS, SEED_PRODUCTION_TEXT } from '../../content/production';
import { SITE_TABLES } from '../../content/site-tables';
import { Paragraph } from '../../features/content/components/ContentText';
import { SiteTables } from '../../features/content/components/SiteTable';
import { PageTitle } from '../../layout/PageTitle';

export default function SeedProductionPage() {
  return (
    <article>
      <PageTitle />
      <section>
        <h2>{SEED_PRODUCTION_HEADINGS.planning}</h2>
        <Paragraph text={SEED_PRODUCTION_TEXT.planning} />
      </section>
      <section>
        <h2>{SEED_PRODUCTION_HEADINGS.rabiPlan}</h2>
        <SiteTables tables={SITE_TABLES.rabiPlan} />
      </section>
      <section>
        <h2>{SEED_PRODUCTION_HEADINGS.kharifPlan}</h2>
        <SiteTables tables={SITE_TABLES.kharifPlan} />
      </section>
      <section>
        <h2>{SEED_PRODUCTION_HEADINGS.fieldLevelProduction}</h2>
        <Paragraph text={SEED_PRODUCTION_TEXT.fieldLevelProduction} />
        <h3>{FIELD_INSPECTIONS.heading}</h3>
        <ul>
          {FIELD_INSPECTIONS.stages.map((stage) => (
            <li key={stage}>{stage}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
