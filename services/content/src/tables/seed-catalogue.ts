import {
  bilingualCell,
  cropVarietiesTableKey,
  FIELD_CROPS,
  latestOfEachRateList,
  SEED_RATE_LIST_KEYS,
  publishedVarietiesOf,
  statedCell,
  type CatalogueRate,
  type ContentRow,
  type SeedCatalogue,
} from '@seedcorp/contracts';

function ratesOf(rows: readonly ContentRow[]): CatalogueRate[] {
  return rows.flatMap((row) => {
    const crop = bilingualCell(row.crop);
    const variety = bilingualCell(row.variety);
    if (!statedCell(crop) || !statedCell(variety)) return [];
    return [{ crop, variety, farmerRate: typeof row.farmerRate === 'number' ? row.farmerRate : null }];
  });
}

interface PublishedRows {
  rows: ContentRow[];
  season?: string | null;
  effectiveFrom?: string | null;
}

/**
 * The catalogue stock is kept against: each field crop's published varieties (a crop whose table is not published
 * has none yet), and for each season its seed rate list in force (the newest version published for that season).
 */
export function seedCatalogue(
  publishedVarieties: (tableKey: string) => PublishedRows | undefined,
  rateListVersions: (tableKey: string) => PublishedRows[],
): SeedCatalogue {
  const crops = FIELD_CROPS.map((crop) => ({
    slug: crop.slug,
    varieties: publishedVarietiesOf(publishedVarieties(cropVarietiesTableKey(crop.slug))?.rows ?? []),
  }));
  const rateLists = SEED_RATE_LIST_KEYS.flatMap((key) =>
    latestOfEachRateList(rateListVersions(key))
      .filter((version) => version.season)
      .map((version) => ({ season: String(version.season).trim(), rows: ratesOf(version.rows) })),
  );
  // A season's newest list comes first in its table; a later table naming the same season does not replace it.
  const seen = new Set<string>();
  return { crops, rateLists: rateLists.filter((list) => !seen.has(list.season) && seen.add(list.season)) };
}
