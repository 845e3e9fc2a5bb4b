import { SeasonCrops } from '../../features/products/components/SeasonCrops';
import { PageTitle } from '../../layout/PageTitle';

export default function RabiCropsPage() {
  return (
    <article>
      <PageTitle />
      <SeasonCrops season="Rabi" />
    </article>
  );
}
