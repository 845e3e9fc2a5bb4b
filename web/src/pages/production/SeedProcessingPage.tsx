import { PLANTS_TABLE, SEED_TESTING_LAB_HEADING, SEED_TESTING_LAB_TEXT } from '../../content/plants';
import { SEED_LAB_TESTING_TEXT } from '../../content/services';
import { ContentTable } from '../../features/content/components/ContentTable';
import { Paragraph } from '../../features/content/components/ContentText';
import { PageTitle } from '../../layout/PageTitle';

export default function SeedProcessingPage() {
  return (
    <article>
      <PageTitle />
      <ContentTable table={PLANTS_TABLE} />
      <section>
        <h2>{SEED_TESTING_LAB_HEADING}</h2>
        <Paragraph text={SEED_TESTING_LAB_TEXT} />
        <Paragraph text={SEED_LAB_TESTING_TEXT} />
      </section>
    </article>
  );
}
