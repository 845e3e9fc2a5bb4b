import type { Bilingual } from './content';

/** The two sowing seasons the corporation sells seed for. */
export const SEASON_KINDS = ['Rabi', 'Kharif'] as const;
export type SeasonKind = (typeof SEASON_KINDS)[number];

export interface FieldCrop {
  readonly season: SeasonKind;
  /** The crop's name in lower case: its page's last path segment and its varieties table's key (`crop-varieties-<slug>`). */
  readonly slug: string;
  /** In Hindi as the crop's varieties table names it. */
  readonly name: Bilingual;
}

const crop = (season: SeasonKind, en: string, hi: string): FieldCrop => ({
  season,
  slug: en.toLowerCase(),
  name: { en, hi },
});

/** The field crops that have a page, in the order their season's page lists them. */
export const FIELD_CROPS: readonly FieldCrop[] = [
  crop('Rabi', 'Wheat', 'गेहूँ'),
  crop('Rabi', 'Gram', 'चना'),
  crop('Rabi', 'Lentil', 'मसूर'),
  crop('Rabi', 'Barley', 'जौ'),
  crop('Rabi', 'Toria', 'तोरिया'),
  crop('Rabi', 'Mustard', 'सरसों'),
  crop('Kharif', 'Cotton', 'कपास'),
  crop('Kharif', 'Guar', 'ग्वार'),
  crop('Kharif', 'Bajra', 'बाजरा'),
  crop('Kharif', 'Paddy', 'धान'),
  crop('Kharif', 'Arhar', 'अरहर'),
  crop('Kharif', 'Til', 'तिल'),
  crop('Kharif', 'Moth', 'मोठ'),
  crop('Kharif', 'Moong', 'मूंग'),
  crop('Kharif', 'Urad', 'उड़द'),
  crop('Kharif', 'Maize', 'मक्का'),
];

/** The key of a crop's varieties table in the content service. */
export const cropVarietiesTableKey = (slug: string): string => `crop-varieties-${slug}`;

export const findFieldCrop = (slug: unknown): FieldCrop | undefined =>
  FIELD_CROPS.find((candidate) => candidate.slug === slug);
