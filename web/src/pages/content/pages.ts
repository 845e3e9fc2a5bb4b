import { definePage } from '../../features/api/page-loader';

/** One module serves every page that is only words (and the tables they name). */
export const WORDS_PAGE = definePage('content/WordsPage', { words: true });
