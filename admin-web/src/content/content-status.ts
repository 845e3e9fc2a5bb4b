import type { ContentItemKind, HindiCountUnit } from '@seedcorp/contracts';

/** The words of the language-state and placeholder screens. */
export const CONTENT_STATUS_TEXTS = {
  loading: 'Loading…',
  kinds: { page: 'Page', table: 'Table', settings: 'Site settings' } satisfies Record<ContentItemKind, string>,
  allKinds: 'All kinds',
  kindFilter: 'Kind',
  textFilter: 'Search by title, path or key',
  shown: (shown: number, total: number) => `Showing ${shown} of ${total}.`,
  none: 'No Data Found.',
  open: 'Edit',
  openLabel: (title: string) => `Edit ${title}`,

  languages: {
    title: 'Language States',
    intro:
      'The Hindi of every page, table and the site settings: whether the corporation has reviewed it, and how many ' +
      'parts have Hindi older than the English (the Hindi page shows their English meanwhile) or no Hindi yet.',
    loadFailed: 'The language states could not be loaded.',
    stateFilter: 'Hindi',
    states: {
      all: 'Any state',
      attention: 'Out of date or missing',
      outdated: 'Out of date',
      missing: 'Missing',
      drafted: 'Drafted, not reviewed',
      reviewed: 'Reviewed',
    },
    caption: 'Pages, tables and the site settings by the state of their Hindi',
    item: 'Item',
    kind: 'Kind',
    path: 'Public page',
    everyPage: 'Every page',
    review: 'Hindi review',
    reviewed: 'Reviewed',
    drafted: 'Drafted',
    outdated: 'Hindi out of date',
    missing: 'Hindi missing',
    units: { blocks: 'blocks', cells: 'cells', fields: 'fields' } satisfies Record<HindiCountUnit, string>,
    count: (count: number, unit: string) => `${count} ${unit}`,
    published: 'Published',
    draftSaved: 'Draft saved',
    notPublished: 'Not published',
    noDraft: 'None',
    actions: 'Actions',
  },

  placeholders: {
    title: 'Placeholders to Fill',
    intro: (marker: string) =>
      `Every place of the pages, tables and site settings that still says “${marker}” or waits for a picture: ` +
      'each links to where it is filled. A place found only in a draft is filled once the draft is published.',
    loadFailed: 'The placeholders could not be loaded.',
    itemSummary: (title: string, count: number) => `${title}: ${count === 1 ? '1 place' : `${count} places`}`,
    where: 'Where',
    found: 'Found in',
    published: 'Published',
    draft: 'Draft',
    fill: 'Fill in',
    fillLabel: (where: string, title: string) => `Fill in ${where} of ${title}`,
    caption: (title: string) => `Placeholders of ${title}`,
  },
} as const;
