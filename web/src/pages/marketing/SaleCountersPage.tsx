import { WordsArticle } from '../../features/content/components/PageWords';
import { SaleCounterDirectoryIsland } from '../../features/sale-counters/components/SaleCounterDirectory';
import { usePageReads } from '../../features/api/use-page-reads';
import type { SALE_COUNTERS_PAGE } from './pages';

/** The sale counters from the sales service's records, each with the seed in stock there, before the page's words. */
export default function SaleCountersPage() {
  const reads = usePageReads<typeof SALE_COUNTERS_PAGE>();
  return <WordsArticle before={() => <SaleCounterDirectoryIsland {...reads} />} />;
}
