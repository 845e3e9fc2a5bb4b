import { AGRO_CHEMICAL_RATE_RANGE_TEXT, AGRO_CHEMICALS_TABLE } from '../../content/agro-chemicals';
import { ContentTable } from '../../features/content/components/ContentTable';
import { PageTitle } from '../../layout/PageTitle';

export default function SaleRateAgroPage() {
  return (
    <article>
      <PageTitle />
      <p>{AGRO_CHEMICAL_RATE_RANGE_TEXT}</p>
      <ContentTable table={AGRO_CHEMICALS_TABLE} />
    </article>
  );
}
