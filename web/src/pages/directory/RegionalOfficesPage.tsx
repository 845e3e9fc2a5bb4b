import { DirectoryTable } from '../../features/directory/components/DirectoryTable';
import { PageTitle } from '../../layout/PageTitle';
import { usePageReads } from '../../features/api/use-page-reads';
import type { REGIONAL_OFFICES_PAGE } from './pages';

export default function RegionalOfficesPage() {
  return (
    <article>
      <PageTitle />
      <DirectoryTable people={usePageReads<typeof REGIONAL_OFFICES_PAGE>().people} offices />
    </article>
  );
}
