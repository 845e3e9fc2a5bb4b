import { cropRateTable, RABI_CROP_RATES } from '../../content/rates';
import { ContentTable } from '../../features/content/components/ContentTable';
import { WhereSeedIsSold } from '../../features/marketing/components/WhereSeedIsSold';
import { PageTitle } from '../../layout/PageTitle';

export default function RabiSeedsPage() {
  return (
    <article>
      <PageTitle />
      <ContentTable table={cropRateTable(RABI_CROP_RATES)} />
      <WhereSeedIsSold />
    </article>
  );
}
