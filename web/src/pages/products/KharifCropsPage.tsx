import { SeasonCrops } from '../../features/products/components/SeasonCrops';
import { PageTitle } from '../../layout/PageTitle';

export default function KharifCropsPage() {
  return (
    <article>
      <PageTitle />
      <SeasonCrops season="Kharif" />
    </article>
  );
}
