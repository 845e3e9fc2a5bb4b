import { DirectoryTable } from '../../features/directory/components/DirectoryTable';
import { PageTitle } from '../../layout/PageTitle';

export default function DirectorsPage() {
  return (
    <article>
      <PageTitle />
      <DirectoryTable location="Directors" />
    </article>
  );
}
