import { VEGETABLES_INDEX } from '../../content/vegetables';
import { LinkList } from '../../features/products/components/LinkList';
import { PageTitle } from '../../layout/PageTitle';

export default function VegetablesPage() {
  return (
    <article>
      <PageTitle />
      <LinkList links={VEGETABLES_INDEX} />
    </article>
  );
}
