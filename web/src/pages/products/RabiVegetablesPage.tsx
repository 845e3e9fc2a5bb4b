import { SeasonVegetables } from '../../features/products/components/SeasonVegetables';
import { PageTitle } from '../../layout/PageTitle';

export default function RabiVegetablesPage() {
  return (
    <article>
      <PageTitle />
      <SeasonVegetables season="Rabi" />
    </article>
  );
}
