import type { Bilingual } from './content';
import type { HindiReview } from './pages';

/**
 * Where the site's words stand: which items' Hindi is drafted, out of date or missing (`getLanguageStates`), and
 * which facts are still the placeholder (`getPlaceholders`), each with the admin screen where it is put right.
 */

export const CONTENT_ITEM_KINDS = ['page', 'table', 'settings'] as const;
export type ContentItemKind = (typeof CONTENT_ITEM_KINDS)[number];

/** What an item's Hindi counts are counted in. */
export type HindiCountUnit = 'blocks' | 'cells' | 'fields';

/** Admin `getLanguageStates`: one entry a page, a table and the site settings. */
export interface LanguageState {
  kind: ContentItemKind;
  /** The page's path, the table's key, or 'site-settings'. */
  key: string;
  /** The page's title, the table's caption, or 'Site settings'. */
  title: Bilingual;
  /** The public page the item is read on; null for the settings, which every page shows. */
  path: string | null;
  /** Of the draft, or of the published version when there is no draft. */
  hindiReview: HindiReview;
  /** Parts of the published version (the draft when nothing is published) whose Hindi is older than the English. */
  hindiOutdated: number;
  /** Parts of the same version with English words and no Hindi. */
  hindiMissing: number;
  unit: HindiCountUnit;
  publishedAt: string | null;
  draftSavedAt: string | null;
  /** The admin app's screen where the item is edited. */
  adminPath: string;
}

/** Admin `getPlaceholders`: one entry for each place that still holds the placeholder. */
export interface PlaceholderEntry {
  kind: ContentItemKind;
  key: string;
  title: Bilingual;
  /** Whether the published version, the draft or both hold it. */
  in: ('published' | 'draft')[];
  /** Where in the item, as an administrator reads it: 'Block "contact" (paragraph), item 2', 'Row 3, Rate'. */
  where: string;
  /** A page's block. */
  blockId?: string;
  /** A table's row (1-based, as the grid numbers them) and column key, or its note (1-based). */
  row?: number;
  column?: string;
  note?: number;
  /** A field of the settings (see `SettingsField`). */
  field?: string;
  adminPath: string;
}

/** An item whose Hindi is out of date or missing somewhere: what the dashboard's Hindi count counts. */
export const needsHindiWork = (state: Pick<LanguageState, 'hindiOutdated' | 'hindiMissing'>) =>
  state.hindiOutdated + state.hindiMissing > 0;

export const CONTENT_STATUS_MESSAGES = {
  languageStatesFetched: 'Language states fetched successfully.',
  placeholdersFetched: 'Placeholders fetched successfully.',
};

/** The key the settings go by in the lists above. */
export const SITE_SETTINGS_KEY = 'site-settings';
/** How the lists above title the settings. */
export const SITE_SETTINGS_TITLE: Bilingual = { en: 'Site settings', hi: 'साइट सेटिंग्स' };

/**
 * The admin app's screens that fill each kind of item, named once: the content service answers them with each entry
 * and the admin app routes by them.
 */
export const CONTENT_ADMIN_PATHS = {
  tables: '/dashboard/content',
  table: (key: string) => `/dashboard/content/${encodeURIComponent(key)}`,
  /**
   * The editor of a page's words, at the page's own path ('/about-us' at '/dashboard/content/pages/about-us'); a
   * block by its place in the words being edited (1-based), as the editor numbers its blocks.
   */
  page: (path: string, blockNumber?: number) =>
    `/dashboard/content/pages/${path.split('/').filter(Boolean).map(encodeURIComponent).join('/')}${
      blockNumber ? `#page-block-${blockNumber}` : ''
    }`,
  settings: '/dashboard/site-settings',
  /** The settings editor at one field: each input's id is `settings-<field>` with dots as hyphens. */
  settingsField: (field: string) => `/dashboard/site-settings#${settingsInputId(field)}`,
  /** The settings editor at the heading of one of its parts ('contact'). */
  settingsSection: (part: string) => `/dashboard/site-settings#${settingsSectionHeadingId(part)}`,
  languageStates: '/dashboard/language-states',
  placeholders: '/dashboard/placeholders',
} as const;

export const settingsInputId = (field: string) => `settings-${field.replace(/\./g, '-')}`;
/** The heading of a part of the settings editor ('contact', 'logos'). */
export const settingsSectionHeadingId = (part: string) => `${settingsInputId(part)}-heading`;
