import {
  CONTENT_MESSAGES,
  CONTENT_PLACEHOLDER,
  isEmailAddress,
  isPhoneNumber,
  type Bilingual,
  type VersionSummary,
} from './content';
import type { DraftWorkflow, PublishReason } from './content-workflow';
import type { HindiReview } from './pages';

/**
 * What the site shows on every page rather than on one: the corporation's name and tagline, the header's logos,
 * the contact record, the footer's copyright year, the home page's portal links and the side panel. Kept by the
 * content service like a page's words (one shared draft, versions, restore); any fact the corporation has not
 * supplied is the placeholder, never a guess.
 */

/**
 * A picture stored by the media service, as the site shows it. A media image never changes under its key (a
 * replacement is a new image), so its addresses and size are kept here and the site needs no second call.
 */
export interface SettingsImage {
  /** The media service's key of the image. */
  key: string;
  /** `/media/<key>/<name>`: the fallback rendition. */
  url: string;
  /** The WebP renditions, `"/media/<key>/<name> <width>w"`, comma separated. */
  srcset: string;
  width: number;
  height: number;
}

export interface HeaderLogo {
  /** Stable within the settings, so versions and the Hindi's state follow the logo when others move. */
  id: string;
  /** Null until the corporation supplies the picture. */
  image: SettingsImage | null;
  alt: Bilingual;
}

/** The corporation's address, phone and e-mail; each the placeholder until supplied. */
export interface ContactRecord {
  postalAddress: Bilingual;
  phone: string;
  email: string;
}

/** One image link of the home page's 'Others' card, to the citizen-engagement portal. */
export interface PortalLink {
  id: string;
  label: Bilingual;
  /** An http(s) address, or the placeholder until the corporation supplies it. */
  href: string;
  image: SettingsImage | null;
}

export interface SiteSettings {
  name: Bilingual;
  tagline: Bilingual;
  logos: HeaderLogo[];
  contact: ContactRecord;
  copyrightYear: number;
  portalLinks: PortalLink[];
  /** Paths of this site, in the order the side panel lists them; each is labelled by its page's title. */
  sidePanelLinks: string[];
}

/** What `seeds/content/settings.json` holds: the first published settings. */
export interface SiteSettingsContent {
  settings: SiteSettings;
  hindiReview: HindiReview;
}

export const SETTINGS_LIMITS = {
  textMax: 300,
  addressMax: 1000,
  logosMax: 6,
  portalLinksMax: 8,
  sidePanelLinksMax: 20,
  pathMax: 200,
  linkMax: 1000,
  imageSideMax: 20_000,
  yearMin: 1900,
  yearMax: 2100,
} as const;

/**
 * A field of the settings, as problems, placeholders and the Hindi's state name it: `name`, `contact.phone`,
 * `logos.<id>.alt`, `portalLinks.<id>.href`, `sidePanelLinks.<index>`. The admin editor's inputs carry the same name.
 */
export type SettingsField = string;

export interface SettingsProblem {
  field: SettingsField;
  message: string;
}

/** `web/getSettings`: the published settings, and when the site's content (any page, table or these) last changed. */
export interface PublicSiteSettings extends SiteSettings {
  version: number;
  publishedAt: string;
  /** Fields whose Hindi is older than their English: a Hindi page shows their English. */
  hindiOutdated: SettingsField[];
  /**
   * The latest publication of a page, a table or the settings: the footer's "last updated". Never null: the settings
   * are answered only once published, and their own publication counts.
   */
  siteUpdatedAt: string;
}

export interface SaveSettingsDraftRequest {
  baseVersion: number;
  settings: SiteSettings;
  hindiReview: HindiReview;
}

export interface PublishSettingsRequest extends PublishReason {
  baseVersion: number;
}

export interface RestoreSettingsRequest {
  baseVersion: number;
  /** The published version to take up again as the draft. */
  version: number;
}

/** Admin `getSettings`: the published settings, the shared draft and every version that can be restored. */
export interface AdminSiteSettings {
  published:
    | (SiteSettingsContent & {
        version: number;
        publishedAt: string;
        hindiOutdated: SettingsField[];
        restoredFrom?: number;
      })
    | null;
  draft: (SiteSettingsContent & { version: number; savedAt: string; restoredFrom?: number }) | null;
  versions: Pick<VersionSummary, 'version' | 'publishedAt'>[];
  currentVersion: number;
  workflow: DraftWorkflow;
}

export const SETTINGS_MESSAGES = {
  settingsFetched: 'Site settings fetched successfully.',
  draftSaved: 'Draft saved.',
  published: 'Site settings published.',
  restored: 'Version restored as the draft.',
  notFound: 'The site settings have not been published yet.',
  versionNotFound: 'That version of the site settings was not found.',
  noDraft: 'There is no draft to publish.',
  baseVersion: 'The version the change is based on is required.',
  settingsRequired: 'The settings are required.',
  refused: 'Some settings are not valid; nothing was saved.',
  staleVersion: (current: number) =>
    `Another administrator saved the site settings first (they are now at version ${current}). Nothing was changed: reload the settings, then make your change again.`,
  problems: {
    notSettings: 'The settings are not a record of the site settings.',
    englishRequired: 'the English is required.',
    notText: 'must be text.',
    tooLong: (most: number) => `must be at most ${most} characters.`,
    phone: CONTENT_MESSAGES.problems.phone,
    email: CONTENT_MESSAGES.problems.email,
    link: 'must be an address starting with https:// or http://.',
    path: 'must be a path of this site, starting with /.',
    duplicatePath: 'is already in the side panel.',
    year: `must be a year between ${SETTINGS_LIMITS.yearMin} and ${SETTINGS_LIMITS.yearMax}.`,
    id: 'needs an id of lower-case letters, digits and hyphens.',
    duplicateId: 'has the id of another entry.',
    image: 'must be a picture stored by the media service.',
    tooMany: (most: number) => `holds at most ${most} entries.`,
    notList: 'must be a list.',
  },
  hindiReview: 'The Hindi review state must be drafted or reviewed.',
} as const;

const ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-/]*$/;
const WEB_LINK = /^https?:\/\/[^\s/]+[^\s]*$/;
const MEDIA_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

const isPlaceholder = (value: unknown) => (typeof value === 'string' ? value.trim() : value) === CONTENT_PLACEHOLDER;

/** The words an administrator reads for a field, e.g. 'Logo 2, alt text' for `logos.state.alt`. */
export function settingsFieldLabel(
  settings: Pick<SiteSettings, 'logos' | 'portalLinks'>,
  field: SettingsField,
): string {
  const [part, id, sub] = field.split('.');
  const numbered = (list: { id: string }[], noun: string) => {
    const index = list.findIndex((entry) => entry.id === id);
    return `${noun} ${index >= 0 ? index + 1 : id}`;
  };
  const SUBFIELDS: Record<string, string> = {
    alt: 'alt text',
    image: 'picture',
    label: 'label',
    href: 'address',
  };
  switch (part) {
    case 'name':
      return 'Corporation name';
    case 'tagline':
      return 'Tagline';
    case 'copyrightYear':
      return 'Copyright year';
    case 'contact':
      return { postalAddress: 'Postal address', phone: 'Phone', email: 'E-mail' }[id] ?? field;
    case 'logos':
      return `${numbered(settings.logos, 'Logo')}, ${SUBFIELDS[sub] ?? sub}`;
    case 'portalLinks':
      return `${numbered(settings.portalLinks, 'Portal link')}, ${SUBFIELDS[sub] ?? sub}`;
    case 'sidePanelLinks':
      return `Side panel link ${Number(id) + 1}`;
    default:
      return field;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

function imageProblem(value: unknown): boolean {
  if (value === null) return false;
  if (!isRecord(value)) return true;
  const { key, url, srcset, width, height } = value;
  if (!isText(key) || !MEDIA_KEY.test(key)) return true;
  const own = (address: unknown) => {
    if (!isText(address) || !address.startsWith(`/media/${key}/`)) return false;
    return FILE_NAME.test(address.slice(`/media/${key}/`.length));
  };
  const side = (n: unknown) =>
    Number.isInteger(n) && (n as number) > 0 && (n as number) <= SETTINGS_LIMITS.imageSideMax;
  const candidates = isText(srcset) && srcset.trim() !== '' ? srcset.split(',').map((entry) => entry.trim()) : [];
  const srcsetOk =
    isText(srcset) &&
    candidates.every((entry) => {
      const [address, width, ...rest] = entry.split(/\s+/);
      return rest.length === 0 && own(address) && /^\d{1,5}w$/.test(width ?? '');
    });
  const extra = Object.keys(value).some((name) => !['key', 'url', 'srcset', 'width', 'height'].includes(name));
  return extra || !own(url) || !srcsetOk || !side(width) || !side(height);
}

/**
 * Every problem of a settings record, each naming its field, in the order the editor shows the fields; empty when
 * it may be saved. The placeholder is accepted wherever a fact goes; a Hindi text may wait for its translation.
 */
export function checkSiteSettings(value: unknown): SettingsProblem[] {
  if (!isRecord(value)) return [{ field: '', message: SETTINGS_MESSAGES.problems.notSettings }];
  const { problems: words } = SETTINGS_MESSAGES;
  const problems: SettingsProblem[] = [];
  const add = (field: SettingsField, problem: string) =>
    problems.push({ field, message: `${settingsFieldLabel(labelsOf(value), field)}: ${problem}` });

  const bilingual = (field: SettingsField, text: unknown, most: number = SETTINGS_LIMITS.textMax) => {
    if (!isRecord(text) || !isText(text.en) || (text.hi !== undefined && !isText(text.hi))) {
      add(field, words.notText);
      return;
    }
    if (text.en.trim() === '') add(field, words.englishRequired);
    else if (Math.max(text.en.length, (text.hi as string | undefined)?.length ?? 0) > most) {
      add(field, words.tooLong(most));
    }
  };
  const list = (field: SettingsField, items: unknown, most: number): unknown[] => {
    if (!Array.isArray(items)) {
      add(field, words.notList);
      return [];
    }
    if (items.length > most) add(field, words.tooMany(most));
    return items.slice(0, most);
  };
  const identified = <T>(field: string, items: unknown[], check: (item: Record<string, unknown>, at: string) => T) => {
    const ids = entryIds(items);
    items.forEach((item, index) => {
      const entry = isRecord(item) ? item : {};
      const at = `${field}.${ids[index]}`;
      if (!isText(entry.id) || !ID.test(entry.id)) add(`${at}.id`, words.id);
      else if (ids[index] !== entry.id) add(`${at}.id`, words.duplicateId);
      check(entry, at);
    });
  };
  const image = (field: SettingsField, picture: unknown) => {
    if (imageProblem(picture)) add(field, words.image);
  };

  bilingual('name', value.name);
  bilingual('tagline', value.tagline);
  identified('logos', list('logos', value.logos, SETTINGS_LIMITS.logosMax), (logo, at) => {
    image(`${at}.image`, logo.image ?? null);
    bilingual(`${at}.alt`, logo.alt);
  });

  const contact = isRecord(value.contact) ? value.contact : {};
  bilingual('contact.postalAddress', contact.postalAddress, SETTINGS_LIMITS.addressMax);
  const trimmed = (text: unknown) => (isText(text) ? text.trim() : text);
  if (!isPlaceholder(contact.phone) && !isPhoneNumber(trimmed(contact.phone))) add('contact.phone', words.phone);
  if (!isPlaceholder(contact.email) && !isEmailAddress(trimmed(contact.email))) add('contact.email', words.email);

  const year = value.copyrightYear;
  if (
    !Number.isInteger(year) ||
    (year as number) < SETTINGS_LIMITS.yearMin ||
    (year as number) > SETTINGS_LIMITS.yearMax
  ) {
    add('copyrightYear', words.year);
  }

  identified('portalLinks', list('portalLinks', value.portalLinks, SETTINGS_LIMITS.portalLinksMax), (link, at) => {
    bilingual(`${at}.label`, link.label);
    const href = trimmed(link.href);
    if (!isPlaceholder(href) && !(isText(href) && WEB_LINK.test(href) && href.length <= SETTINGS_LIMITS.linkMax)) {
      add(`${at}.href`, words.link);
    }
    image(`${at}.image`, link.image ?? null);
  });

  const paths = new Set<string>();
  list('sidePanelLinks', value.sidePanelLinks, SETTINGS_LIMITS.sidePanelLinksMax).forEach((path, index) => {
    const field = `sidePanelLinks.${index}`;
    if (!isText(path) || !SITE_PATH.test(path) || path.length > SETTINGS_LIMITS.pathMax) add(field, words.path);
    else if (paths.has(path)) add(field, words.duplicatePath);
    if (isText(path)) paths.add(path);
  });
  return problems;
}

/**
 * How each entry of a list is named in a field: by its id, or by its place in the list when its id is not valid or
 * is an earlier entry's.
 */
function entryIds(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  const seen = new Set<string>();
  return items.map((item, index) => {
    const id = isRecord(item) && isText(item.id) && ID.test(item.id) && !seen.has(item.id) ? item.id : String(index);
    seen.add(id);
    return id;
  });
}

/** The logos and portal links of a record that may be malformed, for numbering them in messages. */
function labelsOf(value: Record<string, unknown>): Pick<SiteSettings, 'logos' | 'portalLinks'> {
  const entries = (items: unknown) => entryIds(items).map((id) => ({ id }));
  return { logos: entries(value.logos) as HeaderLogo[], portalLinks: entries(value.portalLinks) as PortalLink[] };
}

/** Every text of the settings a visitor reads in English and Hindi, by field. */
export function settingsTexts(settings: SiteSettings): { field: SettingsField; text: Bilingual }[] {
  return [
    { field: 'name', text: settings.name },
    { field: 'tagline', text: settings.tagline },
    ...settings.logos.map((logo) => ({ field: `logos.${logo.id}.alt`, text: logo.alt })),
    { field: 'contact.postalAddress', text: settings.contact.postalAddress },
    ...settings.portalLinks.map((link) => ({ field: `portalLinks.${link.id}.label`, text: link.label })),
  ];
}

/** A text that is the placeholder stands for a fact not yet supplied: the site shows the marker in either language. */
const isPlaceholderText = (text: Bilingual) => isPlaceholder(text.en);

/** The settings texts whose Hindi is still to be written (a placeholder is not a text to translate). */
export function settingsHindiMissing(settings: SiteSettings): SettingsField[] {
  return settingsTexts(settings)
    .filter(({ text }) => !isPlaceholderText(text) && (text.hi ?? '').trim() === '')
    .map(({ field }) => field);
}

/**
 * The fields of settings about to be published whose Hindi is older than their English: the English changed in
 * this publish while the Hindi did not, or the field was marked before and its Hindi has still not changed. A
 * field new in this publish is not marked.
 */
export function markOutdatedSettingsHindi(
  settings: SiteSettings,
  previous: { settings: SiteSettings; hindiOutdated: readonly SettingsField[] } | null,
): SettingsField[] {
  if (!previous) return [];
  const before = new Map(settingsTexts(previous.settings).map(({ field, text }) => [field, text]));
  return settingsTexts(settings)
    .filter(({ field, text }) => {
      const earlier = before.get(field);
      if (!earlier || text.hi !== earlier.hi) return false;
      return previous.hindiOutdated.includes(field) || text.en !== earlier.en;
    })
    .map(({ field }) => field);
}

/** Each fact of the settings not yet supplied: a placeholder text, phone, e-mail or address, or a missing picture. */
export function settingsPlaceholders(settings: SiteSettings): SettingsField[] {
  const fields: SettingsField[] = [];
  const text = (field: SettingsField, value: Bilingual) => {
    if (isPlaceholderText(value)) fields.push(field);
  };
  text('name', settings.name);
  text('tagline', settings.tagline);
  for (const logo of settings.logos) {
    if (!logo.image) fields.push(`logos.${logo.id}.image`);
    text(`logos.${logo.id}.alt`, logo.alt);
  }
  text('contact.postalAddress', settings.contact.postalAddress);
  if (isPlaceholder(settings.contact.phone)) fields.push('contact.phone');
  if (isPlaceholder(settings.contact.email)) fields.push('contact.email');
  for (const link of settings.portalLinks) {
    text(`portalLinks.${link.id}.label`, link.label);
    if (isPlaceholder(link.href)) fields.push(`portalLinks.${link.id}.href`);
    if (!link.image) fields.push(`portalLinks.${link.id}.image`);
  }
  return fields;
}

/** The settings as stored: texts trimmed, so equal settings are stored alike and compared alike. */
export function tidySettings(settings: SiteSettings): SiteSettings {
  const bilingual = (text: Bilingual): Bilingual => ({ en: text.en.trim(), hi: (text.hi ?? '').trim() });
  const image = (picture: SettingsImage | null): SettingsImage | null =>
    picture
      ? { key: picture.key, url: picture.url, srcset: picture.srcset, width: picture.width, height: picture.height }
      : null;
  return {
    name: bilingual(settings.name),
    tagline: bilingual(settings.tagline),
    logos: settings.logos.map((logo) => ({ id: logo.id, image: image(logo.image ?? null), alt: bilingual(logo.alt) })),
    contact: {
      postalAddress: bilingual(settings.contact.postalAddress),
      phone: settings.contact.phone.trim(),
      email: settings.contact.email.trim(),
    },
    copyrightYear: settings.copyrightYear,
    portalLinks: settings.portalLinks.map((link) => ({
      id: link.id,
      label: bilingual(link.label),
      href: link.href.trim(),
      image: image(link.image ?? null),
    })),
    sidePanelLinks: [...settings.sidePanelLinks],
  };
}
