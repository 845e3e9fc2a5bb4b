import { SITE_TABLES } from '../../content/site-tables';
import { SiteTables } from '../../features/content/components/SiteTable';
import { PageTitle } from '../../layout/PageTitle';

export default function SubsidyProgramPage() {
  return (
    <article>
      <PageTitle />
      <SiteTables tables={SITE_TABLES.subsidyProgram} />
    </article>
  );
}
