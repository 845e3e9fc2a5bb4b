/**
 * Shapes shared by the static content modules, so that one table, step-list or document-list
 * component can render any of them.
 */

/**
 * The one marker for every fact the corporation has not yet supplied. Pages style it and a test
 * lists every occurrence, so a missing figure is never silently replaced by a guess.
 */
export const PLACEHOLDER = 'To be confirmed by the corporation';
export type Placeholder = typeof PLACEHOLDER;

/** "No subsidy" and "no fee" are stated facts and differ from a stated 0. */
export const NONE = 'none';
export type None = typeof NONE;

export type Season = 'Rabi' | 'Kharif';

export type Cell = string | number;

export interface Column<K extends string = string> {
  readonly key: K;
  readonly header: string;
  /** Numeric cells are right-aligned and shown with Indian digit grouping. */
  readonly numeric?: boolean;
  /** Fixed decimals for money such as 283.50. */
  readonly fractionDigits?: number;
  /** Cells are addresses of other sites, shown as links that open in a new tab. */
  readonly external?: boolean;
}

export type TableRow<K extends string = string> = { readonly [P in K]?: Cell };

export interface DataTable<K extends string = string> {
  readonly caption: string;
  readonly columns: readonly Column<K>[];
  readonly rows: readonly TableRow<K>[];
  readonly footer?: TableRow<K>;
}

export interface Step {
  readonly number: number;
  readonly text: string;
}

export interface StepList {
  readonly title: string;
  readonly steps: readonly Step[];
}

export interface RateList<R> {
  /** The season the rates apply to, e.g. 'Rabi 2025-26'. */
  readonly season: string;
  /** What one rate figure is per, e.g. 'Rs per quintal'. */
  readonly unit: string;
  readonly rows: readonly R[];
}

/** A list the site states a count for but whose items are only partly known. */
export interface Gap {
  readonly statedCount: number;
  readonly knownCount: number;
  readonly note: string;
  readonly marker: Placeholder;
}

export interface TextSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface LinkItem {
  readonly title: string;
  /** A path of this site, or an http(s) address of another site (opened in a new tab). */
  readonly path: string;
}

/** Prose that may end in a short list and in links to where the visitor reads on. */
export interface LinkedSection extends TextSection {
  readonly items?: readonly (string | Placeholder)[];
  readonly links?: readonly LinkItem[];
}

export function isExternal(path: string): boolean {
  return /^https?:\/\//.test(path);
}

export function isPlaceholder(value: unknown): value is Placeholder {
  return value === PLACEHOLDER;
}

export function gap(statedCount: number, knownCount: number, note: string): Gap {
  return { statedCount, knownCount, note, marker: PLACEHOLDER };
}
