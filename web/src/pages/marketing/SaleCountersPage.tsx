import { WordsArticle } from '../../features/content/components/PageWords';
import { SaleCounterDirectoryIsland } from '../../features/sale-counters/components/SaleCounterDirectory';

/** The sale counters from the sales service's records, each with the seed in stock there, before the page's words. */
export default function SaleCountersPage() {
  return <WordsArticle before={() => <SaleCounterDirectoryIsland />} />;
}
