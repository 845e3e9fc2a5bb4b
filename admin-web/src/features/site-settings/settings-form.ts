import {
  type AdminSiteSettings,
  type HindiReview,
  type ImageItem,
  type SettingsImage,
  type SettingsProblem,
  type SiteSettings,
} from '@seedcorp/contracts';

/** What the form edits: the settings and the state of their Hindi. */
export interface SettingsForm {
  settings: SiteSettings;
  hindiReview: HindiReview;
}

const BLANK = { en: '', hi: '' };

/** Settings with nothing in them, for a service that has never had any published. */
export const BLANK_SETTINGS: SiteSettings = {
  name: BLANK,
  tagline: BLANK,
  logos: [],
  contact: { postalAddress: BLANK, phone: '', email: '' },
  copyrightYear: new Date().getFullYear(),
  portalLinks: [],
  sidePanelLinks: [],
};

/** The version the form edits: the shared draft when there is one, else the published settings. */
export function formOf(view: AdminSiteSettings): SettingsForm {
  const version = view.draft ?? view.published;
  return { settings: version?.settings ?? BLANK_SETTINGS, hindiReview: version?.hindiReview ?? 'drafted' };
}

/** The first `<prefix>-<n>` no entry has, so a new logo or link gets an id of its own. */
export function nextId(prefix: string, taken: readonly { id: string }[]): string {
  const ids = new Set(taken.map((entry) => entry.id));
  let number = taken.length + 1;
  while (ids.has(`${prefix}-${number}`)) number += 1;
  return `${prefix}-${number}`;
}

/** The list with the entry at `index` moved by `delta` places; unchanged when it would leave the list. */
export function moved<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  const [entry] = copy.splice(index, 1);
  copy.splice(target, 0, entry);
  return copy;
}

/** A picture of the media service as the settings keep it. */
export const pictureOf = (image: ImageItem): SettingsImage => ({
  key: image.key,
  url: image.url,
  srcset: image.srcset,
  width: image.width,
  height: image.height,
});

/** The messages of each field, for showing them beside it. */
export function problemsByField(problems: readonly SettingsProblem[]): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const { field, message } of problems) fields.set(field, [...(fields.get(field) ?? []), message]);
  return fields;
}
