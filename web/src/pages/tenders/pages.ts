import { definePage } from '../../features/api/page-loader';
import { tendersRead } from '../../features/api/list-reads';

export const TENDERS_PAGE = definePage('tenders/TendersPage', { reads: () => ({ tenders: tendersRead('Tender') }) });
export const ARCHIVED_TENDERS_PAGE = definePage('tenders/ArchivedTendersPage', {
  reads: () => ({ tenders: tendersRead('Archived Tender') }),
});
