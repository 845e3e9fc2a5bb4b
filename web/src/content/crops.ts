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
  readonly path: string;
}

export const CROP_SEASON_PATHS: Readonly<Record<Season, string>> = {
  Rabi: '/products/field-crops/rabi-crops',
  Kharif: '/products/field-crops/kharif-crops',
};

export const FIELD_CROPS_PATH = '/products/field-crops';

interface CropInput {
  readonly slug: string;
  readonly name: string;
}

function crop(season: Season, input: CropInput): Crop {
  return {
    season,
    slug: input.slug,
    name: input.name,
    path: `${CROP_SEASON_PATHS[season]}/${input.slug}`,
  };
}

const RABI: readonly CropInput[] = [
  { slug: 'wheat', name: 'Wheat' },
  { slug: 'gram', name: 'Gram' },
  { slug: 'lentil', name: 'Lentil' },
  { slug: 'barley', name: 'Barley' },
  { slug: 'toria', name: 'Toria' },
  { slug: 'mustard', name: 'Mustard' },
];

const KHARIF: readonly CropInput[] = [
  { slug: 'cotton', name: 'Cotton' },
  { slug: 'guar', name: 'Guar' },
  { slug: 'bajra', name: 'Bajra' },
  { slug: 'paddy', name: 'Paddy' },
  { slug: 'arhar', name: 'Arhar' },
  { slug: 'til', name: 'Til' },
  { slug: 'moth', name: 'Moth' },
  { slug: 'moong', name: 'Moong' },
  { slug: 'urad', name: 'Urad' },
  { slug: 'maize', name: 'Maize' },
];

export const CROPS: readonly Crop[] = [
  ...RABI.map((input) => crop('Rabi', input)),
  ...KHARIF.map((input) => crop('Kharif', input)),
];

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
