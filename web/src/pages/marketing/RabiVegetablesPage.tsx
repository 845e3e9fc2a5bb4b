import { minikitTable, RABI_VEGETABLE_MINIKITS, RABI_VEGETABLE_RATES, vegetableRateTable } from '../../content/rates';
import { ContentTable } from '../../features/content/components/ContentTable';
import { WhereSeedIsSold } from '../../features/marketing/components/WhereSeedIsSold';
import { PageTitle } from '../../layout/PageTitle';

export default function RabiVegetablesPage() {
  return (
    <article>
      <PageTitle />
      <ContentTable table={vegetableRateTable(RABI_VEGETABLE_RATES)} />
      <ContentTable table={minikitTable(RABI_VEGETABLE_MINIKITS)} />
      <WhereSeedIsSold />
    </article>
  );
}
