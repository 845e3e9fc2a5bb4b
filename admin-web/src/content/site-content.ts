import type { ColumnType } from '@seedcorp/contracts';

/** What a cell of each column type holds, told to the administrator beside the column's header. */
export const COLUMN_TYPE_HINTS: Record<ColumnType, string> = {
  text: 'Text',
  rupees: 'Rupees',
  quantity: 'Quantity',
  whole: 'Whole number',
  date: 'Date, YYYY-MM-DD',
  phone: 'Phone',
  email: 'E-mail',
  link: 'Link',
};

/** The words of the site-content screens (the service's own messages come from the contract). */
export const SITE_CONTENT_TEXTS = {
  title: 'Manage Site Content',
  intro:
    'The words and tables visitors read on the public pages, by the menu each page is in. Open a page’s words to ' +
    'edit its text in English and Hindi, or a table to edit its rows; changes are saved as a draft and reach the ' +
    'site only when published.',
  loadFailed: 'The tables could not be loaded.',
  tableLoadFailed: 'The table could not be loaded.',
  loading: 'Loading…',
  pageHeading: (page: string) => `Page ${page}`,
  tablesOf: (title: string) => `Tables on ${title}`,
  openPublicPage: (page: string) => `Open ${page} on the site`,
  newTab: '(opens in a new tab)',
  tableColumn: 'Table',
  publishedColumn: 'Published',
  draftColumn: 'Draft',
  actionsColumn: 'Actions',
  edit: 'Edit',
  notPublished: 'Not published',
  noDraft: 'None',
  versionOn: (version: number, date: string) => `Version ${version}, ${date}`,
  rateList: 'Rate list',
  allTables: 'All site tables',
  onPage: 'On the page',

  status: {
    heading: 'State',
    published: (version: number, date: string) => `Published: version ${version}, ${date}.`,
    notPublished: 'Not published yet.',
    draft: (version: number, date: string) => `Draft: version ${version}, saved ${date}, not yet published.`,
    restoredFrom: (version: number) => `Restored from version ${version}.`,
    noDraft: 'No draft: the grid shows the published version.',
    unsaved: 'You have unsaved changes.',
  },

  notes: {
    heading: 'Notes below the table',
    hint:
      'Each note is shown as a paragraph under the table on the public page: its Hindi to Hindi readers, its English ' +
      'to the others and to Hindi readers while it has no Hindi. When you change a note’s English, change its Hindi ' +
      'too. A note without English is left out.',
    label: (index: number) => `Note ${index}`,
    hindiLabel: (index: number) => `Note ${index} हिन्दी (Hindi)`,
    add: 'Add a note',
    remove: 'Remove',
    removeLabel: (index: number) => `Remove note ${index}`,
    full: (most: number) => `A table holds at most ${most} notes.`,
  },

  terms: {
    heading: 'Rate list',
    season: 'Season',
    seasonHint: 'For example Kharif 2026.',
    effectiveFrom: 'Effective from',
  },

  grid: {
    heading: 'Rows',
    caption: (caption: string) => `Rows of ${caption}`,
    rowColumn: 'Row',
    actionsColumn: 'Move or delete',
    rowHeader: (row: number) => `Row ${row}`,
    required: 'required',
    cellLabel: (header: string, row: number) => `${header}, row ${row}`,
    hindiLabel: (header: string, row: number) => `${header} हिन्दी (Hindi), row ${row}`,
    hindiMark: 'हिन्दी',
    showHindi: 'Show the Hindi (हिन्दी) wording of text cells',
    wordsHint: (words: string[]) => `May also hold: ${words.join('; ')}.`,
    up: 'Up',
    down: 'Down',
    delete: 'Delete',
    moveUpLabel: (row: number) => `Move row ${row} up`,
    moveDownLabel: (row: number) => `Move row ${row} down`,
    deleteLabel: (row: number) => `Delete row ${row}`,
    addRow: 'Add row',
    empty: 'The table has no rows. Add one, or import them below.',
    moved: (from: number, to: number) => `Row ${from} moved to row ${to}.`,
    deleted: (row: number) => `Row ${row} deleted.`,
    added: (row: number) => `Row ${row} added.`,
    problemsHeading: (count: number) =>
      count === 1 ? '1 problem to correct before saving' : `${count} problems to correct before saving`,
  },

  actions: {
    save: 'Save draft',
    preview: 'Preview',
    discard: 'Discard changes',
    export: 'Export as CSV',
    exportHint: 'Exports the saved draft, or the published version when there is no draft.',
  },

  confirm: {
    publish: (page: string) => `Publish this table to ${page}? Visitors will see it at once.`,
    saveAndPublish: (page: string) =>
      `Save your changes and publish this table to ${page}? Visitors will see it at once.`,
    discardFor: (action: string) => `Your unsaved changes will be lost. ${action}?`,
    importAction: 'Import the rows',
    restore: (version: number) => `Make version ${version} the draft, in place of the current draft?`,
    discard: 'Discard your unsaved changes and show the table as saved?',
  },

  stale: {
    kept: 'Your rows are still in the grid; nothing of yours was saved.',
    reload: 'Load the saved table (your unsaved rows are dropped)',
    keep: 'Keep my rows, to save them over the other change',
    keptToast: (version: number) => `Your rows are kept and now based on version ${version}: save them when ready.`,
  },

  import: {
    heading: 'Import rows',
    intro:
      'Paste cells copied from a spreadsheet, or choose a CSV file. The first line names the columns. If any row ' +
      'is not valid, nothing changes.',
    paste: 'Paste from a spreadsheet',
    file: 'Or choose a CSV file',
    fileChosen: (name: string) => `Chosen: ${name}. It is imported in place of the pasted text.`,
    mode: 'The imported rows',
    replace: 'Replace the rows',
    append: 'Follow the rows',
    submit: 'Import',
    refused: 'The import was refused; nothing changed. Correct these rows and import again:',
  },

  versions: {
    heading: 'Published versions',
    caption: 'Every published version, newest first',
    version: 'Version',
    published: 'Published',
    season: 'Season',
    effectiveFrom: 'Effective from',
    current: 'On the site now',
    restore: 'Restore',
    restoreLabel: (version: number) => `Restore version ${version}`,
    none: 'No version has been published yet.',
    notStated: 'Not stated',
  },

  preview: {
    open: 'Preview',
    title: (page: string) => `Preview of ${page}`,
    notice:
      'Preview: not published. The page as visitors will see it once this table is published, with the rows in ' +
      'the grid now (saved or not); the other tables as published.',
    language: 'Language of the preview',
    english: 'English',
    hindi: 'हिन्दी (Hindi)',
    loading: 'Loading the page’s other tables…',
    otherFailed: 'The page’s other tables could not be loaded; only this table is shown.',
  },
} as const;
