import { FIELD_CROPS } from '@seedcorp/contracts';
import type { Season } from './content-types';

export { cropVarietiesTableKey } from '@seedcorp/contracts';

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

/** The crops of each season in the order their season's page lists them (the contract's list, which stock names too). */
export const CROPS: readonly Crop[] = FIELD_CROPS.map(({ season, slug, name }) => ({
  season,
  slug,
  name: name.en,
  path: `${CROP_SEASON_PATHS[season]}/${slug}`,
}));

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
