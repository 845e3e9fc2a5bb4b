import { SUBSIDY_TABLE } from '../../content/subsidies';
import { ContentTable } from '../../features/content/components/ContentTable';
import { PageTitle } from '../../layout/PageTitle';

export default function SubsidyProgramPage() {
  return (
    <article>
      <PageTitle />
      <ContentTable table={SUBSIDY_TABLE} />
    </article>
  );
}
