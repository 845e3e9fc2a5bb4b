import {
  markOutdatedHindi,
  type PageBlock,
  type PageBlockType,
  type PublishedBlock,
  type RichText,
} from '@seedcorp/contracts';
import { PAGE_EDITOR_TEXTS } from '../../content/page-editor';
import { parseRichText, richTextToSource } from './rich-text-syntax';

/**
 * A page's blocks as the editor holds them: every text as its field shows it (a rich text in its typed marks),
 * and a `key` that stays with a block or item when it moves, so React's keys and the keyboard's focus follow it.
 */
export interface TextPair {
  en: string;
  hi: string;
}

export interface ItemDraft extends TextPair {
  key: number;
}

export interface LinkDraft extends TextPair {
  key: number;
  href: string;
}

interface DraftBase {
  key: number;
  id: string;
  /** Added in this editor and not saved yet: a heading's id may still follow its words. */
  fresh?: true;
}

type TextBlockType = 'heading' | 'paragraph' | 'note';
export type ItemsBlockType = 'list' | 'steps';

export type BlockDraft = DraftBase &
  (
    | { type: TextBlockType; text: TextPair }
    | { type: ItemsBlockType; items: ItemDraft[] }
    | { type: 'links'; items: LinkDraft[] }
    | { type: 'table'; table: string }
    | { type: 'contact' }
  );

export type Language = 'en' | 'hi';

let lastKey = 0;
const nextKey = () => (lastKey += 1);

const sourceOf = (text: RichText) => richTextToSource(text);
const pairOf = (text: { en: RichText; hi: RichText }, rich: boolean): TextPair =>
  rich ? { en: sourceOf(text.en), hi: sourceOf(text.hi) } : { en: String(text.en), hi: String(text.hi) };

export function blockDrafts(blocks: readonly PageBlock[]): BlockDraft[] {
  return blocks.map((block): BlockDraft => {
    const base = { key: nextKey(), id: block.id };
    switch (block.type) {
      case 'heading':
        return { ...base, type: block.type, text: pairOf(block.text, false) };
      case 'paragraph':
      case 'note':
        return { ...base, type: block.type, text: pairOf(block.text, true) };
      case 'list':
      case 'steps':
        return {
          ...base,
          type: block.type,
          items: block.items.map((item) => ({ key: nextKey(), ...pairOf(item, true) })),
        };
      case 'links':
        return {
          ...base,
          type: 'links',
          items: block.items.map((item) => ({ key: nextKey(), ...item.text, href: item.href })),
        };
      case 'table':
        return { ...base, type: 'table', table: block.table };
      case 'contact':
        return { ...base, type: 'contact' };
    }
  });
}

/** Which text of a block a field or a problem belongs to. */
export interface FieldAt {
  /** The block's place, from 1. */
  block: number;
  /** The item's place within a list, steps or links block, from 1. */
  item?: number;
  language: Language;
}

export interface SyntaxProblem extends FieldAt {
  message: string;
}

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'Hindi' };

/** Where a problem is, in the words `checkPageContent` uses ('Block 3, item 2 (Hindi)'). */
export const fieldPlace = ({ block, item, language }: FieldAt) =>
  `Block ${block}${item ? `, item ${item}` : ''} (${LANGUAGE_NAMES[language]})`;

/**
 * The blocks the editor stands for, as the contract holds them, and every typed mark that could not be read. A
 * text with a problem is kept as its plain words meanwhile, so a preview still shows it.
 */
export function pageBlocksOf(drafts: readonly BlockDraft[]): { blocks: PageBlock[]; problems: SyntaxProblem[] } {
  const problems: SyntaxProblem[] = [];
  const rich = (source: string, at: FieldAt): RichText => {
    const parsed = parseRichText(source);
    if (parsed.problem === undefined) return parsed.text;
    problems.push({ ...at, message: parsed.problem });
    return source;
  };
  const richPair = (pair: TextPair, block: number, item?: number) => ({
    en: rich(pair.en, { block, item, language: 'en' }),
    hi: rich(pair.hi, { block, item, language: 'hi' }),
  });
  const blocks = drafts.map((draft, index): PageBlock => {
    const block = index + 1;
    switch (draft.type) {
      case 'heading':
        return { id: draft.id, type: 'heading', text: { en: draft.text.en, hi: draft.text.hi } };
      case 'paragraph':
      case 'note':
        return { id: draft.id, type: draft.type, text: richPair(draft.text, block) };
      case 'list':
      case 'steps':
        return {
          id: draft.id,
          type: draft.type,
          items: draft.items.map((item, at) => richPair(item, block, at + 1)),
        };
      case 'links':
        return {
          id: draft.id,
          type: 'links',
          items: draft.items.map((item) => ({ text: { en: item.en, hi: item.hi }, href: item.href.trim() })),
        };
      case 'table':
        return { id: draft.id, type: 'table', table: draft.table };
      case 'contact':
        return { id: draft.id, type: 'contact' };
    }
  });
  return { blocks, problems };
}

export const blankItem = (): ItemDraft => ({ key: nextKey(), en: '', hi: '' });
export const blankLink = (): LinkDraft => ({ key: nextKey(), en: '', hi: '', href: '' });

/** An id no other block of the page has: `<stem>`, else `<stem>-2`, `<stem>-3` … */
function freeId(stem: string, taken: ReadonlySet<string>): string {
  if (!taken.has(stem)) return stem;
  for (let suffix = 2; ; suffix += 1) {
    const id = `${stem.slice(0, 58)}-${suffix}`;
    if (!taken.has(id)) return id;
  }
}

/** A new, empty block of a type: a list, steps or links block starts with one item to fill in. */
export function newBlock(type: PageBlockType, taken: ReadonlySet<string>): BlockDraft {
  const base = { key: nextKey(), id: freeId(`${type}-${nextKey()}`, taken), fresh: true as const };
  switch (type) {
    case 'heading':
    case 'paragraph':
    case 'note':
      return { ...base, type, text: { en: '', hi: '' } };
    case 'list':
    case 'steps':
      return { ...base, type, items: [blankItem()] };
    case 'links':
      return { ...base, type, items: [blankLink()] };
    case 'table':
      return { ...base, type, table: '' };
    case 'contact':
      return { ...base, type };
  }
}

/** The list with `item` placed at `index` (clamped to the ends). */
export function insertAt<T>(list: readonly T[], index: number, item: T): T[] {
  const at = Math.min(list.length, Math.max(0, index));
  return [...list.slice(0, at), item, ...list.slice(at)];
}

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, at) => at !== index);

/** The page's id for a heading from its English words: what the public page's in-page links point at. */
function headingStem(english: string): string {
  return english
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 56)
    .replace(/^-+|-+$/g, '');
}

/**
 * The blocks with a new heading's id taken from its English words (`#sale-network`), once, when it is first
 * saved; every block already saved keeps its id, which versions and Hindi follow.
 */
export function settledIds(drafts: readonly BlockDraft[], blocks: readonly PageBlock[]): PageBlock[] {
  const taken = new Set(drafts.filter((draft) => !draft.fresh).map((draft) => draft.id));
  return blocks.map((block, index) => {
    const draft = drafts[index];
    if (!draft.fresh) return block;
    const stem = block.type === 'heading' ? headingStem(block.text.en) : '';
    const id = stem ? freeId(stem, taken) : freeId(block.id, taken);
    taken.add(id);
    return { ...block, id };
  });
}

/**
 * The blocks whose Hindi the public page would call out of date if they were published now: their English
 * changed since the published version and their Hindi did not, or they were marked and their Hindi is unchanged.
 */
export function outdatedHindiIds(blocks: readonly PageBlock[], published: readonly PublishedBlock[]): Set<string> {
  return new Set(
    markOutdatedHindi(blocks, published)
      .filter((block) => block.hindiOutdated)
      .map((block) => block.id),
  );
}

/**
 * A short name of a block for choosing where a new one goes: the start of its English, a table's key, or what a
 * contact block shows.
 */
export function blockSummary(draft: BlockDraft, maxLength = 40): string {
  const english =
    draft.type === 'table'
      ? draft.table
      : draft.type === 'contact'
        ? PAGE_EDITOR_TEXTS.editor.blocks.contact.summary
        : 'text' in draft
          ? draft.text.en
          : (draft.items[0]?.en ?? '');
  const words = english.trim().replace(/\s+/g, ' ');
  return words.length > maxLength ? `${words.slice(0, maxLength - 1)}…` : words;
}
