import { SeasonVegetables } from '../../features/products/components/SeasonVegetables';
import { PageTitle } from '../../layout/PageTitle';

export default function KharifVegetablesPage() {
  return (
    <article>
      <PageTitle />
      <SeasonVegetables season="Kharif" />
    </article>
  );
}
