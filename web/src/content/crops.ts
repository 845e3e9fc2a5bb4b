import type { LinkItem, Season } from './content-types';

/**
 * Field crops and the varieties their pages name. Each variety's figures (release date, seed rate, yield ...) are
 * a table the corporation keeps in the content service (`crop-varieties-<slug>`), shown on the crop's page.
 */
export interface Crop {
  readonly season: Season;
  readonly slug: string;
  readonly name: string;
  readonly path: string;
  readonly varieties: readonly string[];
  /** How many of them the season page lists. */
  readonly choicePageVarietyCount: number;
}

export const CROP_SEASON_PATHS: Readonly<Record<Season, string>> = {
  Rabi: '/products/field-crops/rabi-crops',
  Kharif: '/products/field-crops/kharif-crops',
};

export const FIELD_CROPS_PATH = '/products/field-crops';

/** The choice /products/field-crops offers. */
export const FIELD_CROP_SEASONS: readonly LinkItem[] = [
  { title: 'Rabi Season', path: CROP_SEASON_PATHS.Rabi },
  { title: 'Kharif Season', path: CROP_SEASON_PATHS.Kharif },
];

interface CropInput {
  readonly slug: string;
  readonly name: string;
  readonly varieties: readonly string[];
  readonly choicePageVarietyCount?: number;
}

function crop(season: Season, input: CropInput): Crop {
  return {
    season,
    slug: input.slug,
    name: input.name,
    path: `${CROP_SEASON_PATHS[season]}/${input.slug}`,
    varieties: input.varieties,
    choicePageVarietyCount: input.choicePageVarietyCount ?? input.varieties.length,
  };
}

const RABI: readonly CropInput[] = [
  {
    slug: 'wheat',
    name: 'Wheat',
    varieties: [
      'C-306 (Desi)',
      'WH-147',
      'WH-283',
      'WH-1021',
      'WH-542',
      'WH-711',
      'PBW-502',
      'PBW-509',
      'PBW-343',
      'PBW-373',
      'Raj-3765',
      'UP-2328',
      'WH-1025',
      'WH-912',
      'DBW-17',
    ],
    choicePageVarietyCount: 15,
  },
  { slug: 'gram', name: 'Gram', varieties: ['C-235', 'Haryana Chana No. 1', 'Haryana Chana No. 3', 'HC-5'] },
  { slug: 'lentil', name: 'Lentil', varieties: ['Sapna', 'Garima LH 82-6'] },
  { slug: 'barley', name: 'Barley', varieties: ['BH-75', 'PL-426', 'BH-393'] },
  { slug: 'toria', name: 'Toria', varieties: ['TL-15', 'TH-68', 'T-9'] },
  { slug: 'mustard', name: 'Mustard', varieties: ['RH-30', 'T-59 (Varuna)', 'Laxmi', 'RGN-48'] },
];

const KHARIF: readonly CropInput[] = [
  { slug: 'cotton', name: 'Cotton', varieties: ['HD-123', 'H-1117', 'H-1098', 'F-1861', 'H-1226'] },
  { slug: 'guar', name: 'Guar', varieties: ['HG-365', 'RGC-936', 'HG-563'] },
  {
    slug: 'bajra',
    name: 'Bajra',
    varieties: ['HHB-67 (Hybrid)', 'HHB-94 (Hybrid)', 'HC-20 (Composite)', 'HHB-67 (Improved)', 'HHB-197'],
  },
  {
    slug: 'paddy',
    name: 'Paddy',
    varieties: ['CSR-30', 'Pusa-44', 'PR-113', 'HKR-47', 'PR-111', 'Pusa RH-10 (Hybrid)', 'PR-114', 'Pusa-1121'],
  },
  { slug: 'arhar', name: 'Arhar', varieties: ['Manak', 'Paras (H62-1)'] },
  { slug: 'til', name: 'Til', varieties: ['HT-1'] },
  { slug: 'moth', name: 'Moth', varieties: ['RMO-40'] },
  { slug: 'moong', name: 'Moong', varieties: ['K-851', 'Muskan', 'Asha', 'SML-668'] },
  { slug: 'urad', name: 'Urad', varieties: ['T-9', 'PDU-1'] },
  { slug: 'maize', name: 'Maize', varieties: ['HHM-4 (Hybrid)', 'HQPM-1'] },
];

export const CROPS: readonly Crop[] = [
  ...RABI.map((input) => crop('Rabi', input)),
  ...KHARIF.map((input) => crop('Kharif', input)),
];

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

/** The varieties the season page lists for a crop (wheat: 15 of the 17 its page holds). */
export function choicePageVarieties(c: Crop): readonly string[] {
  return c.varieties.slice(0, c.choicePageVarietyCount);
}
