import { DirectoryTable } from '../../features/directory/components/DirectoryTable';
import { PageTitle } from '../../layout/PageTitle';

export default function RegionalOfficesPage() {
  return (
    <article>
      <PageTitle />
      <DirectoryTable location="Regional Office" />
    </article>
  );
}
