import { normaliseForSearch, searchWords } from './search-text';

export type SearchLanguage = 'en' | 'hi';

export interface SearchOption {
  /** Shown and matched. */
  label: string;
  /** Where choosing it goes. */
  path: string;
}

/** A page's words in one language, read for search once, when the list of pages is made. */
export interface SearchableText {
  /** Its titles, normalised, one a line: the spec's containment rule reads them. */
  title: string;
  /** The words of its titles and of the sections above it (its name in the breadcrumb). */
  titleWords: readonly string[];
  /** Every word it shows, titles and sections included, with '' between lines so that no phrase spans two. */
  words: readonly string[];
}

/** A page the search can offer, with its words in English and in Hindi. */
export interface SearchablePage {
  path: string;
  en: SearchableText;
  hi: SearchableText;
}

/** Enough to choose from on a phone without scrolling far. */
const MAX_SUGGESTIONS = 10;
/** Notice titles keep this many places when pages alone would fill the list. */
const NOTICE_PLACES = 3;

/** Text as typed, in the spelling search compares, with its spaces collapsed. */
const typedText = (text: string) => normaliseForSearch(text).replace(/\s+/g, ' ').trim();

export function searchableText(
  titles: readonly string[],
  sections: readonly string[],
  lines: readonly string[],
): SearchableText {
  const shownTitles = [...new Set(titles.map(typedText).filter(Boolean))];
  const words = [...new Set(titles), ...sections, ...lines].flatMap((line) => ['', ...searchWords(line)]);
  return {
    title: shownTitles.join('\n'),
    titleWords: [...shownTitles, ...sections].flatMap(searchWords),
    words: words.slice(1),
  };
}

/** The spec's rule: empty text finds nothing, otherwise case-insensitive containment in the name. */
export function matchOptions(options: readonly SearchOption[], text: string): SearchOption[] {
  const query = typedText(text);
  if (!query) return [];
  return options.filter((option) => normaliseForSearch(option.label).includes(query));
}

/** The query's words, each at the start of a word, one after the other. */
function holdsPhrase(words: readonly string[], query: readonly string[]): boolean {
  for (let at = 0; at + query.length <= words.length; at += 1) {
    if (query.every((word, offset) => words[at + offset].startsWith(word))) return true;
  }
  return false;
}

/**
 * How well a page's words in one language answer the query, or null when they do not: the spec's rule (its title
 * contains the text), or every word of the query starts a word of the page. Lower ranks first.
 */
function rank(page: SearchableText, query: readonly string[], typed: string): number[] | null {
  const titleContains = page.title.includes(typed);
  const uses = query.map((word) => page.words.filter((candidate) => candidate.startsWith(word)).length);
  if (!titleContains && uses.some((count) => count === 0)) return null;
  const inTitle = query.filter((word) => page.titleWords.some((candidate) => candidate.startsWith(word))).length;
  return [
    titleContains || inTitle === query.length ? 0 : 1,
    -inTitle,
    holdsPhrase(page.words, query) ? 0 : 1,
    -uses.reduce((sum, count) => sum + count, 0),
  ];
}

function ranked(pages: readonly SearchablePage[], language: SearchLanguage, query: string[], typed: string): string[] {
  const found = pages.flatMap((page, order) => {
    const pageRank = rank(page[language], query, typed);
    return pageRank ? [{ path: page.path, rank: [...pageRank, order] }] : [];
  });
  found.sort((a, b) => {
    const differing = a.rank.findIndex((value, i) => value !== b.rank[i]);
    return differing < 0 ? 0 : a.rank[differing] - b.rank[differing];
  });
  return found.map((match) => match.path);
}

/**
 * The pages to offer, each once, labelled by `label(path)`: first those whose words in the visitor's language
 * answer the text, then those that answer it in the other language (a Hindi reader typing a variety's English
 * name, an English reader typing Hindi). Within each: title matches, then pages whose name (title and sections)
 * holds more of the words, then those where the words stand together, then those that use them more often, then list order. Every
 * word matches the start of a word ('fee' finds "Fees", 'निविदा' finds "निविदाएँ"), so the word being typed
 * finds its pages before it is finished.
 */
export function matchPages(
  pages: readonly SearchablePage[],
  text: string,
  language: SearchLanguage,
  label: (path: string) => string,
): SearchOption[] {
  const query = searchWords(text);
  if (!query.length) return [];
  const typed = typedText(text);
  const first = ranked(pages, language, query, typed);
  const offered = new Set(first);
  const other = ranked(pages, language === 'en' ? 'hi' : 'en', query, typed).filter((path) => !offered.has(path));
  return [...first, ...other].map((path) => ({ label: label(path), path }));
}

/** At most `limit` suggestions, pages first; notices keep a few places even when many pages match. */
export function limitSuggestions(
  pages: readonly SearchOption[],
  notices: readonly SearchOption[],
  limit = MAX_SUGGESTIONS,
): { pages: SearchOption[]; notices: SearchOption[] } {
  const noticeCount = Math.min(notices.length, Math.max(NOTICE_PLACES, limit - pages.length), limit);
  return { pages: pages.slice(0, limit - noticeCount), notices: notices.slice(0, noticeCount) };
}
