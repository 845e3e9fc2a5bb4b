import { KHARIF_VEGETABLE_RATES } from '../../content/rates';
import { SITE_TABLES } from '../../content/site-tables';
import { Paragraph } from '../../features/content/components/ContentText';
import { SiteTables } from '../../features/content/components/SiteTable';
import { WhereSeedIsSold } from '../../features/marketing/components/WhereSeedIsSold';
import { PageTitle } from '../../layout/PageTitle';

export default function KharifVegetablesPage() {
  return (
    <article>
      <PageTitle />
      <Paragraph text={KHARIF_VEGETABLE_RATES} />
      <SiteTables tables={SITE_TABLES.kharifVegetables} />
      <WhereSeedIsSold />
    </article>
  );
}
