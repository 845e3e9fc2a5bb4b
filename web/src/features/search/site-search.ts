export interface SearchOption {
  /** Shown and matched. */
  label: string;
  /** Where choosing it goes. */
  path: string;
}

/** One page of the site's search index: its English title and the text it shows. */
export interface IndexedPage {
  path: string;
  title: string;
  /** Headings, table cells and paragraphs of the page, one per line. */
  text: string;
}

/** Written by the build next to the prerendered pages; fetched when the visitor first types. */
export const SEARCH_INDEX_PATH = '/search-index.json';

/** Enough to choose from on a phone without scrolling far. */
export const MAX_SUGGESTIONS = 10;
/** Notice titles keep this many places when pages alone would fill the list. */
const NOTICE_PLACES = 3;

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** The spec's rule: empty text finds nothing, otherwise case-insensitive containment in the name. */
export function matchOptions(options: readonly SearchOption[], text: string): SearchOption[] {
  const query = text.trim().toLowerCase();
  if (!query) return [];
  return options.filter((option) => option.label.toLowerCase().includes(query));
}

/** How many words of `text` start with `word`: 'fee' finds 'Fees' but 'rti' does not find 'particulars'. */
function wordStarts(text: string, word: string): number {
  let count = 0;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1])) count += 1;
  }
  return count;
}

const startsWord = (text: string, word: string) => wordStarts(text, word) > 0;

/**
 * The pages to offer, each once, labelled by `label(path)`: as the spec's rule, every page whose title
 * contains the text; and every page whose title or text has a word starting with each word of the text
 * (case-insensitive). Title matches come first, then pages whose title holds more of the words, then
 * those where the words stand together, then those that use the words more often, then index order.
 */
export function matchPages(
  pages: readonly IndexedPage[],
  text: string,
  label: (path: string) => string,
): SearchOption[] {
  const query = words(text);
  if (!query.length) return [];
  const phrase = query.join(' ');
  const ranked = pages.flatMap((page, order) => {
    const shown = label(page.path);
    const title = `${shown}\n${page.title}`.toLowerCase();
    const all = `${title}\n${page.text.toLowerCase()}`;
    const titleContains = title.includes(text.trim().toLowerCase());
    if (!titleContains && !query.every((word) => startsWord(all, word))) return [];
    const inTitle = query.filter((word) => startsWord(title, word)).length;
    const uses = query.reduce((sum, word) => sum + wordStarts(all, word), 0);
    const rank = [
      titleContains || inTitle === query.length ? 0 : 1,
      -inTitle,
      all.includes(phrase) ? 0 : 1,
      -uses,
      order,
    ];
    return [{ option: { label: shown, path: page.path }, rank }];
  });
  ranked.sort((a, b) => {
    const differing = a.rank.findIndex((value, i) => value !== b.rank[i]);
    return differing < 0 ? 0 : a.rank[differing] - b.rank[differing];
  });
  return ranked.map(({ option }) => option);
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
