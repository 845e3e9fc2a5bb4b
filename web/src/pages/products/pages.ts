import type { Season } from '../../content/content-types';
import { cropsOfSeason, cropVarietiesTableKey, findCropAtPath } from '../../content/crops';
import { definePage } from '../../features/api/page-loader';

const seasonTables = (season: Season) => () => cropsOfSeason(season).map((crop) => cropVarietiesTableKey(crop.slug));

/** Each crop of the season with the varieties its published table names. */
export const RABI_CROPS_PAGE = definePage('products/RabiCropsPage', { tables: seasonTables('Rabi') });
export const KHARIF_CROPS_PAGE = definePage('products/KharifCropsPage', { tables: seasonTables('Kharif') });

/** Every crop's page: its path names the crop, whose varieties table it shows. */
export const CROP_PAGE = definePage('products/CropPage', {
  tables: ({ path }) => {
    const crop = findCropAtPath(path);
    return crop ? [cropVarietiesTableKey(crop.slug)] : [];
  },
});

export const RABI_VEGETABLES_PAGE = definePage('products/RabiVegetablesPage', { words: true });
export const KHARIF_VEGETABLES_PAGE = definePage('products/KharifVegetablesPage', { words: true });
