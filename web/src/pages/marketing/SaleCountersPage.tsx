import { ALSO_SOLD_THROUGH_TEXT, SALE_COUNTERS_TABLE } from '../../content/counters';
import { ContentTable } from '../../features/content/components/ContentTable';
import { PageTitle } from '../../layout/PageTitle';

export default function SaleCountersPage() {
  return (
    <article>
      <PageTitle />
      <ContentTable table={SALE_COUNTERS_TABLE} />
      <p>{ALSO_SOLD_THROUGH_TEXT}</p>
    </article>
  );
}
