import { CONTENT_PLACEHOLDER, type Bilingual } from './content';
import type { DraftWorkflow, PublishReason } from './content-workflow';

/**
 * The text of a public page as the corporation keeps it: an ordered list of typed blocks, each text in English
 * and Hindi. Formatting is data (emphasis, links, a missing fact), never markup: every text shows as text.
 */

/** A piece of a text: words as written, emphasised words, a link, or the marker of a fact not yet supplied. */
export type Inline = string | { em: string } | { text: string; href: string } | { placeholder: true };
/** A text with formatting: plain words, or pieces. */
export type RichText = string | Inline[];

export interface BilingualRich {
  en: RichText;
  hi: RichText;
}

/** A link or document: a path of this site, an http(s) address of another site, or a document's address. */
export interface PageLink {
  text: Bilingual;
  href: string;
}

interface BlockBase {
  /** Stable within the page: a block keeps its id when edited or moved, so versions and translations follow it. */
  id: string;
}

export type PageBlock = BlockBase &
  (
    | { type: 'heading'; text: Bilingual }
    | { type: 'paragraph'; text: BilingualRich }
    | { type: 'list'; items: BilingualRich[] }
    | { type: 'steps'; items: BilingualRich[] }
    | { type: 'note'; text: BilingualRich }
    | { type: 'links'; items: PageLink[] }
    /** A published table of the content service, by its key. */
    | { type: 'table'; table: string }
    /**
     * The corporation's contact record (postal address, phone, e-mail) as the published site settings hold it: the
     * settings keep the one record, so the page names it rather than holding a copy.
     */
    | { type: 'contact' }
  );
export type PageBlockType = PageBlock['type'];
export const PAGE_BLOCK_TYPES: readonly PageBlockType[] = [
  'heading',
  'paragraph',
  'list',
  'steps',
  'note',
  'links',
  'table',
  'contact',
];

/** Whether the corporation has checked a page's Hindi: seeded Hindi is 'drafted' until then. */
export const HINDI_REVIEW_STATES = ['drafted', 'reviewed'] as const;
export type HindiReview = (typeof HINDI_REVIEW_STATES)[number];

/** One page's words: what `seeds/content/pages/*.json` hold and what a page's draft and versions store. */
export interface PageContent {
  /** The route the page is served at, e.g. '/about-us'. */
  path: string;
  title: Bilingual;
  blocks: PageBlock[];
  hindiReview: HindiReview;
}

export const PAGE_LIMITS = {
  blocksMax: 400,
  itemsMax: 200,
  textMax: 5000,
};

const LINK = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9-]+)$/;
const BLOCK_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The words of a rich text, without formatting: what search indexes and length limits count. */
export function plainText(text: RichText): string {
  if (typeof text === 'string') return text;
  return text
    .map((piece) => {
      if (typeof piece === 'string') return piece;
      if ('em' in piece) return piece.em;
      if ('href' in piece) return piece.text;
      return CONTENT_PLACEHOLDER;
    })
    .join('');
}

const isText = (value: unknown): value is string => typeof value === 'string';

function richProblems(value: unknown, where: string): string[] {
  if (isText(value)) return value.length > PAGE_LIMITS.textMax ? [`${where}: is too long.`] : [];
  if (!Array.isArray(value) || value.length === 0) return [`${where}: is not a text.`];
  const problems = value.flatMap((piece: unknown, index) => {
    if (isText(piece)) return [];
    if (typeof piece !== 'object' || piece === null) return [`${where}, piece ${index + 1}: is not a text.`];
    const fields = piece as Record<string, unknown>;
    const keys = Object.keys(fields).sort().join(',');
    if (keys === 'em' && isText(fields.em) && fields.em !== '') return [];
    if (keys === 'placeholder' && fields.placeholder === true) return [];
    if (keys === 'href,text' && isText(fields.text) && fields.text.trim() !== '' && isText(fields.href)) {
      return LINK.test(fields.href) ? [] : [`${where}, piece ${index + 1}: "${fields.href}" is not a link.`];
    }
    return [`${where}, piece ${index + 1}: is not a text, emphasis, link or placeholder.`];
  });
  if (problems.length === 0 && plainText(value as Inline[]).length > PAGE_LIMITS.textMax) {
    problems.push(`${where}: is too long.`);
  }
  return problems;
}

function bilingualProblems(value: unknown, where: string, rich: boolean): string[] {
  if (typeof value !== 'object' || value === null) return [`${where}: needs English and Hindi.`];
  const { en, hi } = value as Record<string, unknown>;
  const check = (text: unknown, language: string) => {
    if (rich) return richProblems(text, `${where} (${language})`);
    if (!isText(text)) return [`${where} (${language}): is not a text.`];
    return text.length > PAGE_LIMITS.textMax ? [`${where} (${language}): is too long.`] : [];
  };
  const missing = (text: unknown) =>
    text === undefined || (isText(text) && text.trim() === '') || (Array.isArray(text) && text.length === 0);
  if (missing(en)) return [`${where}: the English is empty.`];
  // A block may wait for its Hindi: a Hindi reader sees its English meanwhile.
  return [...check(en, 'English'), ...(missing(hi) ? [] : check(hi, 'Hindi'))];
}

function itemsProblems(items: unknown, where: string, each: (item: unknown, at: string) => string[]): string[] {
  if (!Array.isArray(items) || items.length === 0) return [`${where}: has no items.`];
  if (items.length > PAGE_LIMITS.itemsMax) return [`${where}: has more than ${PAGE_LIMITS.itemsMax} items.`];
  return items.flatMap((item, index) => each(item, `${where}, item ${index + 1}`));
}

function blockProblems(block: unknown, where: string, tables: ReadonlySet<string> | undefined): string[] {
  if (typeof block !== 'object' || block === null) return [`${where}: is not a block.`];
  const fields = block as Record<string, unknown>;
  const problems = isText(fields.id) && BLOCK_ID.test(fields.id) ? [] : [`${where}: needs an id.`];
  switch (fields.type) {
    case 'heading':
      return [...problems, ...bilingualProblems(fields.text, where, false)];
    case 'paragraph':
    case 'note':
      return [...problems, ...bilingualProblems(fields.text, where, true)];
    case 'list':
    case 'steps':
      return [...problems, ...itemsProblems(fields.items, where, (item, at) => bilingualProblems(item, at, true))];
    case 'links':
      return [
        ...problems,
        ...itemsProblems(fields.items, where, (item, at) => {
          const link = (item ?? {}) as Record<string, unknown>;
          const href =
            isText(link.href) && LINK.test(link.href) ? [] : [`${at}: "${String(link.href)}" is not a link.`];
          return [...bilingualProblems(link.text, at, false), ...href];
        }),
      ];
    case 'table':
      if (!isText(fields.table)) return [...problems, `${where}: names no table.`];
      return tables && !tables.has(fields.table)
        ? [...problems, `${where}: there is no table "${fields.table}".`]
        : problems;
    case 'contact':
      return problems;
    default:
      return [...problems, `${where}: "${String(fields.type)}" is not a kind of block.`];
  }
}

/**
 * What is wrong with a page's content, each problem naming the block (1-based) and the language; empty when it
 * may be saved. `tables`, when given, are the keys a table block may name.
 */
export function checkPageContent(page: unknown, tables?: ReadonlySet<string>): string[] {
  if (typeof page !== 'object' || page === null) return ['The page has no content.'];
  const fields = page as Record<string, unknown>;
  const problems = [...bilingualProblems(fields.title, 'Title', false)];
  if (!HINDI_REVIEW_STATES.includes(fields.hindiReview as HindiReview)) {
    problems.push('The Hindi review state must be drafted or reviewed.');
  }
  if (!Array.isArray(fields.blocks)) return [...problems, 'The page has no blocks.'];
  if (fields.blocks.length > PAGE_LIMITS.blocksMax) {
    return [...problems, `A page holds at most ${PAGE_LIMITS.blocksMax} blocks.`];
  }
  const ids = new Set<string>();
  fields.blocks.forEach((block: unknown, index) => {
    const where = `Block ${index + 1}`;
    problems.push(...blockProblems(block, where, tables));
    const id = (block as { id?: unknown } | null)?.id;
    if (isText(id)) {
      if (ids.has(id)) problems.push(`${where}: another block has the id "${id}".`);
      ids.add(id);
    }
  });
  return problems;
}

/** A block as a visitor's page shows it: marked when its Hindi is older than its English. */
export type PublishedBlock = PageBlock & { hindiOutdated?: true };

/** `web/getPage`: a page's published words; `publishedAt` is its "Last updated" date. */
export interface PublicPage {
  path: string;
  title: Bilingual;
  blocks: PublishedBlock[];
  version: number;
  publishedAt: string;
}

/**
 * `web/getPageTitles`: the title each page was last published under, in both languages. Every page of the site
 * reads it, so that its heading, `<title>`, menu, breadcrumb and sitemap name each page as its editors do.
 */
export interface PublicPageTitle {
  path: string;
  title: Bilingual;
}

export interface PagePathRequest {
  path: string;
}

export interface SavePageDraftRequest {
  path: string;
  baseVersion: number;
  title: Bilingual;
  blocks: PageBlock[];
  hindiReview: HindiReview;
}

export interface PublishPageRequest extends PublishReason {
  path: string;
  baseVersion: number;
}

export interface RestorePageRequest {
  path: string;
  baseVersion: number;
  /** The published version to take up again as the draft. */
  version: number;
}

export interface PageVersionSummary {
  version: number;
  publishedAt: string;
  restoredFrom?: number;
}

/** Admin `getPage`: the published words, the shared draft and every version that can be restored. */
export interface AdminPage {
  path: string;
  published: (PublicPage & { hindiReview: HindiReview }) | null;
  draft: (PageContent & { version: number; savedAt: string; restoredFrom?: number }) | null;
  versions: PageVersionSummary[];
  currentVersion: number;
  workflow: DraftWorkflow;
}

/** Admin `getPages`: each page with its title, its Hindi's state and dates. */
export interface AdminPageSummary {
  path: string;
  title: Bilingual;
  hindiReview: HindiReview;
  /** Blocks whose Hindi is older than their English. */
  hindiOutdated: number;
  publishedAt: string | null;
  draftSavedAt: string | null;
  currentVersion: number;
}

export const PAGE_MESSAGES = {
  pageFetched: 'Page fetched successfully.',
  pagesFetched: 'Pages fetched successfully.',
  titlesFetched: 'Page titles fetched successfully.',
  draftSaved: 'Draft saved.',
  published: 'Page published.',
  restored: 'Version restored as the draft.',
  pageNotFound: 'Page not found.',
  versionNotFound: 'That version of the page was not found.',
  noDraft: 'There is no draft to publish.',
  pathRequired: 'The page path is required.',
  baseVersion: 'The version the change is based on is required.',
  contentRefused: 'Some blocks are not valid; nothing was saved.',
  staleVersion: (current: number) =>
    `Another administrator saved this page first (it is now at version ${current}). Nothing was changed: reload the page, then make your change again.`,
};

const englishOf = (block: PageBlock): unknown => {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
    case 'note':
      return block.text.en;
    case 'list':
    case 'steps':
      return block.items.map((item) => item.en);
    case 'links':
      return block.items.map((item) => [item.text.en, item.href]);
    case 'table':
      return block.table;
    case 'contact':
      return block.type;
  }
};

const hindiOf = (block: PageBlock): unknown => {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
    case 'note':
      return block.text.hi;
    case 'list':
    case 'steps':
      return block.items.map((item) => item.hi);
    case 'links':
      return block.items.map((item) => item.text.hi);
    case 'table':
    case 'contact':
      return null;
  }
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The blocks of a page about to be published, each marked when its Hindi is older than its English: its English
 * changed in this publish while its Hindi did not, or it was marked before and its Hindi has still not changed.
 */
export function markOutdatedHindi(blocks: readonly PageBlock[], previous: readonly PublishedBlock[]): PublishedBlock[] {
  const before = new Map(previous.map((block) => [block.id, block]));
  return blocks.map((block) => {
    const { hindiOutdated: _dropped, ...plain } = block as PublishedBlock;
    const earlier = before.get(block.id);
    if (!earlier || earlier.type !== block.type) return plain;
    const hindiUnchanged = same(hindiOf(block), hindiOf(earlier));
    const outdated = hindiUnchanged && (earlier.hindiOutdated === true || !same(englishOf(block), englishOf(earlier)));
    return outdated ? { ...plain, hindiOutdated: true } : plain;
  });
}
