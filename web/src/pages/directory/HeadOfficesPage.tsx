import { DirectoryTable } from '../../features/directory/components/DirectoryTable';
import { PageTitle } from '../../layout/PageTitle';

export default function HeadOfficesPage() {
  return (
    <article>
      <PageTitle />
      <DirectoryTable location="Head Office" />
    </article>
  );
}
