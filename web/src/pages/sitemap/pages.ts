import { definePage } from '../../features/api/page-loader';

export const SITEMAP_PAGE = definePage('sitemap/SitemapPage');
