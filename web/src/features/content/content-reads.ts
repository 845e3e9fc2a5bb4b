import type { PublicRead } from '../api/page-read-types';

/**
 * The reads of the content every page may show, apart from the API client that makes them, so that a part shown
 * with its data names them without loading it.
 */
export const SITE_SETTINGS_READ = { name: 'siteSettings' } satisfies PublicRead;
export const PAGE_TITLES_READ = { name: 'pageTitles' } satisfies PublicRead;

export const wordsRead = (path: string) => ({ name: 'pageWords', argument: path }) satisfies PublicRead;
export const tableRead = (key: string) => ({ name: 'contentTable', argument: key }) satisfies PublicRead;
export const earlierRateListsRead = (key: string) => ({ name: 'earlierRateLists', argument: key }) satisfies PublicRead;
