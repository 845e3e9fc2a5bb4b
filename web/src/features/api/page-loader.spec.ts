import type { TenderItem } from '@seedcorp/contracts';
import { TENDERS_PAGE } from '../../pages/tenders/pages';
import { pageReadsAt, type PageRead } from './page-loader';
import type { usePageReads } from './use-page-reads';

/** What the tenders page's component is handed: its declaration's reads, by name. */
type TendersReads = ReturnType<typeof usePageReads<typeof TENDERS_PAGE>>;

describe("a page's declared reads", () => {
  it('are handed to the page by the names its declaration gives them, typed with what each reads', () => {
    const reads: TendersReads = pageReadsAt(TENDERS_PAGE.loader, { path: '/tenders' });
    const tenders: PageRead<TenderItem[]> = reads.tenders;
    expect(tenders).toEqual({ name: 'tenders', read: { name: 'tenders', argument: 'Tender' } });
  });
});
