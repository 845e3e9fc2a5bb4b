import { KHARIF_VEGETABLE_RATES, KITCHEN_GARDEN_PACKET, kitchenGardenTable } from '../../content/rates';
import { ContentTable } from '../../features/content/components/ContentTable';
import { Paragraph } from '../../features/content/components/ContentText';
import { WhereSeedIsSold } from '../../features/marketing/components/WhereSeedIsSold';
import { PageTitle } from '../../layout/PageTitle';

export default function KharifVegetablesPage() {
  return (
    <article>
      <PageTitle />
      <Paragraph text={KHARIF_VEGETABLE_RATES} />
      <ContentTable table={kitchenGardenTable(KITCHEN_GARDEN_PACKET)} />
      <WhereSeedIsSold />
    </article>
  );
}
