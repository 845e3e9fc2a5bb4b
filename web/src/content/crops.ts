import type { Season } from './content-types';

/**
 * The field crops that have a page. Their varieties and each variety's figures (release date, seed rate, yield ...)
 * are a table the corporation keeps in the content service (`crop-varieties-<slug>`), shown on the crop's page and
 * named on its season's page.
 */
export interface Crop {
  readonly season: Season;
  readonly slug: string;
  readonly name: string;
  /** Its name in Hindi, as a Hindi reader's chrome shows it. */
  readonly hindiName: string;
  readonly path: string;
}

export const CROP_SEASON_PATHS: Readonly<Record<Season, string>> = {
  Rabi: '/products/field-crops/rabi-crops',
  Kharif: '/products/field-crops/kharif-crops',
};

/**
 * The crops of each season in the order their season's page lists them, named in English and Hindi; a crop's slug is
 * its English name in lower case.
 * Stock is kept against the contract's `FIELD_CROPS`, which crops.spec.ts holds to this list: the site's build
 * configuration reads the route table before the contract is built, so it cannot import the contract's values.
 */
const CROP_NAMES: Readonly<Record<Season, readonly (readonly [english: string, hindi: string])[]>> = {
  Rabi: [
    ['Wheat', 'गेहूँ'],
    ['Gram', 'चना'],
    ['Lentil', 'मसूर'],
    ['Barley', 'जौ'],
    ['Toria', 'तोरिया'],
    ['Mustard', 'सरसों'],
  ],
  Kharif: [
    ['Cotton', 'कपास'],
    ['Guar', 'ग्वार'],
    ['Bajra', 'बाजरा'],
    ['Paddy', 'धान'],
    ['Arhar', 'अरहर'],
    ['Til', 'तिल'],
    ['Moth', 'मोठ'],
    ['Moong', 'मूंग'],
    ['Urad', 'उड़द'],
    ['Maize', 'मक्का'],
  ],
};

export const CROPS: readonly Crop[] = (Object.keys(CROP_NAMES) as Season[]).flatMap((season) =>
  CROP_NAMES[season].map(([name, hindiName]) => {
    const slug = name.toLowerCase();
    return { season, slug, name, hindiName, path: `${CROP_SEASON_PATHS[season]}/${slug}` };
  }),
);

/** The key of a crop's varieties table in the content service. */
export const cropVarietiesTableKey = (slug: string): string => `crop-varieties-${slug}`;

export function cropsOfSeason(season: Season): readonly Crop[] {
  return CROPS.filter((c) => c.season === season);
}

export function findCrop(season: Season, slug: string): Crop | undefined {
  return CROPS.find((c) => c.season === season && c.slug === slug);
}

/** The crop a crop page shows, from the page's path (a trailing slash allowed). */
export function findCropAtPath(path: string): Crop | undefined {
  const segments = path.replace(/\/+$/, '').split('/');
  const slug = segments.pop() ?? '';
  const seasonPath = segments.join('/');
  const season = (Object.keys(CROP_SEASON_PATHS) as Season[]).find((s) => CROP_SEASON_PATHS[s] === seasonPath);
  return season ? findCrop(season, slug) : undefined;
}
