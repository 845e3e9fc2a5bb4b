import { FIELD_CROP_SEASONS } from '../../content/crops';
import { LinkList } from '../../features/products/components/LinkList';
import { PageTitle } from '../../layout/PageTitle';

export default function FieldCropsPage() {
  return (
    <article>
      <PageTitle />
      <LinkList links={FIELD_CROP_SEASONS} />
    </article>
  );
}
