import { CITIZEN_SERVICES_TABLE } from '../../content/services';
import { ContentTable } from '../../features/content/components/ContentTable';
import { PageTitle } from '../../layout/PageTitle';

export default function CitizenServicesPage() {
  return (
    <article>
      <PageTitle />
      <ContentTable table={CITIZEN_SERVICES_TABLE} />
    </article>
  );
}
