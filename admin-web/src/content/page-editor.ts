import type { HindiReview, PageBlockType } from '@seedcorp/contracts';

type Language = 'en' | 'hi';

export const BLOCK_TYPE_NAMES: Record<PageBlockType, string> = {
  heading: 'Heading',
  paragraph: 'Paragraph',
  list: 'List',
  steps: 'Numbered steps',
  note: 'Note',
  links: 'Links',
  table: 'Table',
  contact: 'Contact details',
};

/** The words of the page list and the page editor (the service's own messages come from the contract). */
export const PAGE_EDITOR_TEXTS = {
  list: {
    filter: 'Filter pages by title (English or Hindi), section or path',
    shown: (shown: number, all: number) => `${shown} of ${all} pages shown.`,
    none: 'No page matches the filter.',
    loadFailed: 'The pages could not be loaded.',
    hindiTitle: 'Hindi title',
    review: {
      drafted: 'Hindi drafted, not yet reviewed',
      reviewed: 'Hindi reviewed',
    } satisfies Record<HindiReview, string>,
    outdated: (blocks: number) =>
      blocks === 1 ? 'Hindi out of date in 1 block' : `Hindi out of date in ${blocks} blocks`,
    published: (date: string) => `Words published ${date}`,
    notPublished: 'Words not published yet',
    draft: (date: string) => `Draft saved ${date}, not yet published`,
    editWords: 'Edit the words',
    editWordsLabel: (title: string) => `Edit the words of ${title}`,
    tablesOnly: 'Its words are part of the site; its tables are edited here.',
  },

  editor: {
    back: 'All pages and tables',
    loadFailed: 'The page could not be loaded.',
    onPage: 'On the site at',
    newTab: '(opens in a new tab)',
    state: {
      published: (version: number, date: string) => `Published: version ${version}, ${date}.`,
      notPublished: 'Not published yet.',
      draft: (version: number, date: string) => `Draft: version ${version}, saved ${date}, not yet published.`,
      restoredFrom: (version: number) => `Restored from version ${version}.`,
      noDraft: 'No draft: the editor shows the published version.',
      unsaved: 'You have unsaved changes.',
    },
    help: {
      heading: 'How to write the words',
      summary:
        'Formatting in a paragraph, note or list item: *words* for emphasis, [words](address) for a link, {?} for a ' +
        'fact to be confirmed.',
      intro:
        'Every text has an English and a Hindi field side by side. Type Hindi with your computer’s or phone’s ' +
        'Hindi keyboard (Inscript or phonetic), or paste it. A block whose Hindi is left empty shows its English ' +
        'to Hindi readers, with a note in Hindi.',
      marks: 'In a paragraph, a note or a list item, these marks add formatting (in English and Hindi alike):',
      list: [
        { mark: '*words*', means: 'shows the words emphasised.' },
        {
          mark: '[words](address)',
          means:
            'makes the words a link: an address of this site such as /marketing/rabi-seeds, or a full https:// address.',
        },
        {
          mark: '{?}',
          means:
            'stands for “To be confirmed by the corporation” (in Hindi on the Hindi page): use it for a fact not yet supplied.',
        },
        { mark: '\\', means: 'before a mark keeps it as a character: \\* is a star, \\[ a bracket, \\{ a brace.' },
      ],
      keyboard:
        'Marks are typed in the English keyboard layout: switch layouts (on Windows, Windows key + Space) or paste ' +
        'them. Everything else shows exactly as typed; no other formatting or HTML is read.',
      outdated:
        'When a block’s English changes and its Hindi does not, the Hindi is marked out of date when published, ' +
        'and Hindi readers see the English there until the Hindi is updated.',
    },
    title: {
      heading: 'Page title',
    },
    review: {
      label: 'Hindi review',
      hint: 'Mark the Hindi reviewed once the corporation has checked it; it is saved and published with the other changes.',
      options: {
        drafted: 'Drafted: not yet reviewed',
        reviewed: 'Reviewed by the corporation',
      } satisfies Record<HindiReview, string>,
    },
    /** The visible label of a text's field: its language, the Hindi in Devanagari first. */
    languages: {
      en: { mark: '', name: 'English' },
      hi: { mark: 'हिन्दी', name: ' (Hindi)' },
    } satisfies Record<Language, { mark: string; name: string }>,
    blocks: {
      heading: 'Blocks',
      none: 'The page has no blocks. Add one below.',
      legend: (block: number, type: PageBlockType) => `Block ${block}: ${BLOCK_TYPE_NAMES[type]}`,
      /** A field's name for screen readers: the visible label is its language or its field. */
      fieldPrefix: (block: number, field: string) => `Block ${block}, ${field}, `,
      text: 'text',
      item: (item: number) => `item ${item}`,
      link: (item: number) => `link ${item}`,
      address: 'Address',
      addressHint: 'A path of this site (/rti), or a full address (https://…, mailto:…, tel:…).',
      table: 'Table',
      chooseTable: 'Choose a table',
      contact: {
        about:
          'Shows the corporation’s postal address, phone and e-mail in English and Hindi, as published in Manage ' +
          'Site Settings. They are kept in that one place for the whole site, so they are edited there, not here.',
        edit: 'Edit the contact details in Manage Site Settings',
        summary: 'Contact details (Manage Site Settings)',
      },
      up: 'Up',
      down: 'Down',
      remove: 'Remove',
      moveUpLabel: (block: number) => `Move block ${block} up`,
      moveDownLabel: (block: number) => `Move block ${block} down`,
      removeLabel: (block: number) => `Remove block ${block}`,
      itemMoveUpLabel: (block: number, item: number) => `Move item ${item} of block ${block} up`,
      itemMoveDownLabel: (block: number, item: number) => `Move item ${item} of block ${block} down`,
      itemRemoveLabel: (block: number, item: number) => `Remove item ${item} of block ${block}`,
      addItem: 'Add an item',
      addItemLabel: (block: number) => `Add an item to block ${block}`,
      outdated:
        'Hindi out of date: its English has changed since its Hindi was written. Until the Hindi is updated, Hindi ' +
        'readers see the English here.',
      moved: (from: number, to: number) => `Block ${from} moved to block ${to}.`,
      removed: (block: number) => `Block ${block} removed.`,
      added: (block: number, type: PageBlockType) => `Block ${block} added: ${BLOCK_TYPE_NAMES[type]}.`,
      itemMoved: (block: number, from: number, to: number) => `Item ${from} of block ${block} moved to item ${to}.`,
      itemRemoved: (block: number, item: number) => `Item ${item} of block ${block} removed.`,
      itemAdded: (block: number, item: number) => `Item ${item} added to block ${block}.`,
    },
    add: {
      heading: 'Add a block',
      type: 'Type of block',
      place: 'Place',
      atEnd: 'At the end',
      atStart: 'At the start',
      after: (block: number, summary: string) => `After block ${block}${summary ? `: ${summary}` : ''}`,
      submit: 'Add block',
    },
    problems: {
      heading: (count: number) =>
        count === 1 ? '1 problem to correct before saving' : `${count} problems to correct before saving`,
      refused: 'The draft was not saved. Correct these and save again:',
    },
    actions: {
      save: 'Save draft',
      preview: 'Preview',
      publish: 'Publish',
      discard: 'Discard changes',
    },
    confirm: {
      publish: (path: string) => `Publish the words of ${path}? Visitors will see them at once.`,
      saveAndPublish: (path: string) =>
        `Save your changes and publish the words of ${path}? Visitors will see them at once.`,
      restore: (version: number) => `Make version ${version} the draft, in place of the current draft?`,
      unsaved: 'Your unsaved changes will be lost.',
      discard: 'Discard your unsaved changes and show the page as saved?',
    },
    stale: {
      kept: 'Your changes are still in the editor; nothing of yours was saved.',
      keep: 'Keep my changes, to save them over the other change',
      reload: 'Load the saved page (your unsaved changes are dropped)',
      keptToast: (version: number) =>
        `Your changes are kept and now based on version ${version}: save them when ready.`,
    },
    preview: {
      title: (path: string) => `Preview of the words of ${path}`,
      notice:
        'Preview: not published. The page’s words as visitors will read them once published, from the editor as it ' +
        'stands now (saved or not); its tables and the contact details as published.',
      language: 'Language of the preview',
      english: 'English',
      hindi: 'हिन्दी (Hindi)',
      pageTitle: 'Page title',
      loadingTables: 'Loading the page’s tables…',
      tablesFailed: 'The page’s tables could not be loaded; they are left out.',
      missingTable: (key: string) => `Table “${key}” is not published.`,
      loadingContact: 'Loading the contact details of the site settings…',
      contactFailed: 'The contact details of the site settings could not be loaded; they are left out.',
      contactNotPublished: 'The contact details show here once the site settings are published.',
    },
  },
} as const;
