import { KHARIF_PLAN, planTable, RABI_PLAN } from '../../content/plans';
import { FIELD_INSPECTIONS, SEED_PRODUCTION_HEADINGS, SEED_PRODUCTION_TEXT } from '../../content/production';
import { ContentTable } from '../../features/content/components/ContentTable';
import { Paragraph } from '../../features/content/components/ContentText';
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
        <ContentTable table={planTable(RABI_PLAN)} />
      </section>
      <section>
        <h2>{SEED_PRODUCTION_HEADINGS.kharifPlan}</h2>
        <ContentTable table={planTable(KHARIF_PLAN)} />
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
