import { DirectoryTable } from '../../features/directory/components/DirectoryTable';
import { PageTitle } from '../../layout/PageTitle';
import { usePageReads } from '../../features/api/use-page-reads';
import type { DIRECTORS_PAGE } from './pages';

export default function DirectorsPage() {
  return (
    <article>
      <PageTitle />
      <DirectoryTable people={usePageReads<typeof DIRECTORS_PAGE>().people} />
    </article>
  );
}
