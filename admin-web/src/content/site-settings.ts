import { SETTINGS_PICTURE_LOCATION } from '@seedcorp/contracts';

/** The words of the site settings screen (the service's own messages come from the contract). */
export const SITE_SETTINGS_TEXTS = {
  title: 'Manage Site Settings',
  intro:
    'What every public page shows besides its own words: the corporation’s name, the header’s logos, the contact ' +
    'record, the footer’s copyright year, the home page’s portal links and the side panel. Changes are saved as a ' +
    'draft and reach the site only when published.',
  loading: 'Loading…',
  loadFailed: 'The site settings could not be loaded.',
  english: 'English',
  hindi: 'हिन्दी (Hindi)',
  placeholderHint: (marker: string) =>
    `A fact the corporation has not supplied yet is the text “${marker}”: the site marks it, in either language.`,
  hindiOutdated: 'Hindi older than the English: the Hindi page shows the English until the Hindi is updated.',
  required: 'required',

  status: {
    published: (version: number, date: string) => `Published: version ${version}, ${date}.`,
    notPublished: 'Not published yet.',
    draft: (version: number, date: string) => `Draft: version ${version}, saved ${date}, not yet published.`,
    restoredFrom: (version: number) => `Restored from version ${version}.`,
    noDraft: 'No draft: the form shows the published settings.',
    unsaved: 'You have unsaved changes.',
  },

  sections: {
    identity: 'Name and tagline',
    logos: 'Header logos',
    contact: 'Contact record',
    footer: 'Footer',
    portalLinks: 'Portal links on the home page',
    portalLinksHint: 'The image links of the home page’s “Others” card, to the citizen-engagement portal.',
    sidePanel: 'Side panel links',
    sidePanelHint: 'Paths of this site, such as /tenders; each is shown with its page’s title.',
    hindi: 'Hindi',
  },

  fields: {
    name: 'Corporation name',
    tagline: 'Tagline',
    logoAlt: (number: number) => `Logo ${number}, alt text`,
    logoPicture: (number: number) => `Logo ${number}, picture`,
    postalAddress: 'Postal address',
    phone: 'Phone',
    email: 'E-mail',
    copyrightYear: 'Copyright year',
    portalLabel: (number: number) => `Portal link ${number}, label`,
    portalHref: (number: number) => `Portal link ${number}, address`,
    portalHrefHint: 'An address starting with https://',
    portalPicture: (number: number) => `Portal link ${number}, picture`,
    sidePanelLink: (number: number) => `Side panel link ${number}`,
    hindiReview: 'The Hindi has been checked by the corporation (reviewed)',
  },

  list: {
    logo: (number: number) => `Logo ${number}`,
    portalLink: (number: number) => `Portal link ${number}`,
    addLogo: 'Add a logo',
    addPortalLink: 'Add a portal link',
    addSidePanelLink: 'Add a side panel link',
    up: 'Up',
    down: 'Down',
    remove: 'Remove',
    upLabel: (name: string) => `Move ${name} up`,
    downLabel: (name: string) => `Move ${name} down`,
    removeLabel: (name: string) => `Remove ${name}`,
    full: (most: number) => `At most ${most}.`,
    moved: (name: string, place: number) => `${name} moved to place ${place}.`,
    removed: (name: string) => `${name} removed.`,
    added: (name: string) => `${name} added.`,
  },

  picture: {
    none: 'No picture yet: the site shows a marked placeholder.',
    choose: 'Choose a picture',
    change: 'Choose another picture',
    remove: 'Remove the picture',
    /** The button's visible words, then what it is for, so the spoken name starts with what is seen. */
    chooseLabel: (words: string, field: string) => `${words} for ${field}`,
    removeLabel: (field: string) => `Remove the picture of ${field}`,
    dialogTitle: (field: string) => `Picture for ${field}`,
    dialogIntro:
      `Pictures for the site settings are uploaded in Manage Images with the location '${SETTINGS_PICTURE_LOCATION}', ` +
      'so that they do not also appear in the photo gallery or the carousel. Choose one of them; the site shows it ' +
      'under its own address.',
    loading: 'Loading the pictures…',
    loadFailed: 'The pictures could not be loaded.',
    empty: `No pictures have been uploaded with the location '${SETTINGS_PICTURE_LOCATION}' yet: upload the logo in Manage Images first.`,
    location: (location: string) => `In ${location}`,
    size: (width: number, height: number) => `${width} × ${height} px`,
    select: 'Use this picture',
    selectLabel: (location: string, index: number) => `Use picture ${index} of ${location}`,
    alt: (location: string, index: number) => `${location} image ${index}`,
    chosen: 'Picture chosen: save the draft to keep it.',
    choosesOther: 'A publisher or an administrator chooses the picture, from the images they manage.',
  },

  problems: {
    heading: (count: number) =>
      count === 1 ? '1 problem to correct before saving' : `${count} problems to correct before saving`,
  },

  actions: {
    save: 'Save draft',
    publish: 'Publish',
    discard: 'Discard changes',
  },

  confirm: {
    publish: 'Publish the site settings? Visitors will see them on every page at once.',
    saveAndPublish: 'Save your changes and publish the site settings? Visitors will see them on every page at once.',
    restore: (version: number) => `Make version ${version} the draft, in place of the current draft?`,
    unsaved: 'Your unsaved changes will be lost.',
    discard: 'Discard your unsaved changes and show the settings as saved?',
  },

  stale: {
    kept: 'Your changes are still in the form; nothing of yours was saved.',
    reload: 'Load the saved settings (your unsaved changes are dropped)',
    keep: 'Keep my changes, to save them over the other change',
    keptToast: (version: number) => `Your changes are kept and now based on version ${version}: save them when ready.`,
  },
} as const;
