import { definePage } from '../../features/api/page-loader';
import { HOME_NOTIFICATIONS_READ } from '../../features/api/list-reads';

export const LATEST_NEWS_PAGE = definePage('news/LatestNewsPage', { reads: () => ({ news: HOME_NOTIFICATIONS_READ }) });
