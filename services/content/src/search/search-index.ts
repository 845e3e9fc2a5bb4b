import { createHash } from 'node:crypto';
import {
  CONTENT_PLACEHOLDER,
  plainText,
  type Bilingual,
  type CellValue,
  type ContentColumn,
  type ContentRow,
  type PublicSiteSettings,
  type PublishedBlock,
  type RichText,
  type SearchIndexPage,
  type TableNote,
} from '@seedcorp/contracts';

type Language = keyof Bilingual;

/** A page's latest published words. */
export interface PublishedPageWords {
  path: string;
  title: Bilingual;
  blocks: PublishedBlock[];
}

/** A table's definition with its latest published version. */
export interface PublishedTableWords {
  key: string;
  /** The page the table belongs to; pages may also show it through a table block. */
  page: string;
  caption: Bilingual;
  columns: ContentColumn[];
  rows: ContentRow[];
  notes: TableNote[];
  /** Rate lists only. */
  season?: string | null;
}

/** The contact record of the published site settings, which a page shows through a contact block. */
export type PublishedContact = Pick<PublicSiteSettings, 'contact' | 'hindiOutdated'>;

/** The index as published, with the entity tag that names this content. */
export interface PublishedSearchIndex {
  pages: SearchIndexPage[];
  etag: string;
}

/** A fact not yet supplied shows as a marker, which is none of the page's words. */
function words(text: RichText | undefined): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return plainText(text.filter((piece) => typeof piece === 'string' || !('placeholder' in piece)));
}

/**
 * What a reader of `language` is shown: the Hindi where there is some and it is current, else the English (the
 * site shows the English of a block whose Hindi is missing or older, and a cell kept in English only).
 */
function shown(text: { en: RichText; hi?: RichText }, language: Language, hindiOutdated = false): string {
  const hindi = language === 'hi' && !hindiOutdated ? words(text.hi) : '';
  return hindi.trim() !== '' ? hindi : words(text.en);
}

/** The contact record as a reader of `language` is shown it: the address in their language where it is current. */
function contactLines({ contact, hindiOutdated }: PublishedContact, language: Language): string[] {
  return [
    shown(contact.postalAddress, language, hindiOutdated.includes('contact.postalAddress')),
    contact.phone,
    contact.email,
  ];
}

function blockLines(
  block: PublishedBlock,
  language: Language,
  tableLines: (key: string) => string[],
  contact: PublishedContact | null,
): string[] {
  const pick = (text: { en: RichText; hi?: RichText }) => shown(text, language, block.hindiOutdated === true);
  switch (block.type) {
    case 'heading':
    case 'paragraph':
    case 'note':
      return [pick(block.text)];
    case 'list':
    case 'steps':
      return block.items.map(pick);
    case 'links':
      return block.items.map((item) => pick(item.text));
    case 'table':
      return tableLines(block.table);
    case 'contact':
      return contact ? contactLines(contact, language) : [];
  }
}

/** Dates show formatted for the reader and links as addresses: neither is what a visitor searches a page by. */
function cellWords(value: CellValue | null | undefined, column: ContentColumn, language: Language): string {
  if (value === null || value === undefined || column.type === 'date' || column.type === 'link') return '';
  if (typeof value === 'object') return shown(value, language);
  return String(value);
}

function tableLines(table: PublishedTableWords, language: Language): string[] {
  return [
    shown(table.caption, language),
    ...(table.season ? [table.season] : []),
    ...table.columns.map((column) => shown(column.header, language)),
    ...table.rows.flatMap((row) => table.columns.map((column) => cellWords(row[column.key], column, language))),
    ...table.notes.map((note) => (typeof note === 'string' ? note : shown(note, language))),
  ];
}

/** Each line once, as plain single-spaced text, without the title and without the marker of a missing fact. */
function joinLines(lines: readonly string[], title: string): string {
  const kept = new Set<string>();
  for (const line of lines) {
    const text = line.normalize('NFC').replace(/\s+/g, ' ').trim();
    if (text !== '' && text !== CONTENT_PLACEHOLDER && text !== title) kept.add(text);
  }
  return [...kept].join('\n');
}

/**
 * One entry per path that has published words or tables, in path order: the page's blocks in their order, each
 * table and the contact record where a block shows it, then the page's other tables. A path with tables only (a
 * crop's varieties) is titled by its first table's caption.
 */
export function buildSearchIndex(
  pages: readonly PublishedPageWords[],
  tables: readonly PublishedTableWords[],
  contact: PublishedContact | null,
): SearchIndexPage[] {
  const byKey = new Map(tables.map((table) => [table.key, table]));
  const paths = [...new Set([...pages.map((page) => page.path), ...tables.map((table) => table.page)])].sort();
  return paths.map((path) => {
    const page = pages.find((candidate) => candidate.path === path);
    const blocks = page?.blocks ?? [];
    const inBlocks = new Set(blocks.flatMap((block) => (block.type === 'table' ? [block.table] : [])));
    const others = tables.filter((table) => table.page === path && !inBlocks.has(table.key));
    const title = page?.title ?? others[0].caption;
    const text = (language: Language) => {
      const ofTable = (key: string) => {
        const table = byKey.get(key);
        return table ? tableLines(table, language) : [];
      };
      const lines = [
        ...blocks.flatMap((block) => blockLines(block, language, ofTable, contact)),
        ...others.flatMap((table) => tableLines(table, language)),
      ];
      return joinLines(lines, shown(title, language));
    };
    return {
      path,
      title: { en: title.en, hi: shown(title, 'hi') },
      text: { en: text('en'), hi: text('hi') },
    };
  });
}

/** A strong entity tag of the index's content: equal indexes get equal tags, on every replica. */
export function publishIndex(pages: SearchIndexPage[]): PublishedSearchIndex {
  const digest = createHash('sha256').update(JSON.stringify(pages)).digest('base64url').slice(0, 27);
  return { pages, etag: `"${digest}"` };
}
