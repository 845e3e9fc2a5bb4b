import { cropRateTable, KHARIF_CROP_RATES, KHARIF_PACKET_RATES, packetRateTable } from '../../content/rates';
import { ContentTable } from '../../features/content/components/ContentTable';
import { WhereSeedIsSold } from '../../features/marketing/components/WhereSeedIsSold';
import { PageTitle } from '../../layout/PageTitle';

export default function KharifSeedsPage() {
  return (
    <article>
      <PageTitle />
      <ContentTable table={cropRateTable(KHARIF_CROP_RATES)} />
      <ContentTable table={packetRateTable(KHARIF_PACKET_RATES)} />
      <WhereSeedIsSold />
    </article>
  );
}
