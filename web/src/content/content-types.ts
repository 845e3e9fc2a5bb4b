/** The few shapes and markers the site's code and its tests share; the words themselves are content. */

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

export interface LinkItem {
  readonly title: string;
  /** A path of this site, or an http(s) address of another site (opened in a new tab). */
  readonly path: string;
}
