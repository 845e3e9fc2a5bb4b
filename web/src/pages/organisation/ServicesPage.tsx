import {
  CITIZEN_SERVICES_TABLE,
  COMPLAINT_TIME_LIMITS_TABLE,
  SEED_LAB_TESTING_TEXT,
  SERVICE_FEES_TABLE,
  SERVICES_PAGE,
} from '../../content/services';
import { ContentTable } from '../../features/content/components/ContentTable';
import { LinkedSectionView } from '../../features/content/components/LinkedSections';
import { PageTitle } from '../../layout/PageTitle';

export default function ServicesPage() {
  return (
    <article>
      <PageTitle />
      <p>{SERVICES_PAGE.intro}</p>
      <section>
        <h2>{SERVICES_PAGE.timelinesHeading}</h2>
        <ContentTable table={CITIZEN_SERVICES_TABLE} />
        <ContentTable table={COMPLAINT_TIME_LIMITS_TABLE} />
      </section>
      <section>
        <h2>{SERVICES_PAGE.feesHeading}</h2>
        <ContentTable table={SERVICE_FEES_TABLE} />
      </section>
      <section>
        <h2>{SERVICES_PAGE.testingHeading}</h2>
        <p>{SEED_LAB_TESTING_TEXT}</p>
      </section>
      <LinkedSectionView section={SERVICES_PAGE.related} />
    </article>
  );
}
