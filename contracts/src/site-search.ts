import type { Bilingual } from './content';

/**
 * One page of the site search's index, as `web/searchIndex` publishes it: the page's title and its published words
 * (its blocks and tables) in English and Hindi. Each text holds the page's lines, each once, as plain text joined
 * by newlines. The Hindi is what a Hindi reader is shown: where a block's Hindi is missing or older than its English
 * (`hindiOutdated`), and for cells and notes kept in one language, its English.
 */
export interface SearchIndexPage {
  path: string;
  title: Bilingual;
  text: Bilingual;
}

export const SEARCH_MESSAGES = {
  indexFetched: 'Search index fetched successfully.',
  noParameters: 'The search index takes no parameters.',
};
