import { PLACEHOLDER, type LinkItem, type Placeholder, type Season } from './content-types';

/**
 * A vegetable's picture. Width and height are the picture's own pixel size: the page reserves that
 * box before the picture loads, so nothing below it moves.
 */
export interface Picture {
  readonly src: string | Placeholder;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/** The box every vegetable picture is shown in until a picture of its own is supplied. */
export const PICTURE_SLOT = { width: 240, height: 180 } as const;

export interface Vegetable {
  readonly season: Season;
  readonly name: string;
  readonly picture: Picture;
  /** Varieties the site names for this vegetable; the full list on the page is not yet known. */
  readonly knownVarieties: readonly string[];
  readonly otherVarieties: Placeholder;
}

export const VEGETABLE_PATHS: Readonly<Record<Season, string>> = {
  Rabi: '/products/vegetables/rabi-crops-Vegetables',
  Kharif: '/products/vegetables/kharif-crops-Vegetables',
};

export const VEGETABLES_PATH = '/products/vegetables';

export const VEGETABLES_INDEX: readonly LinkItem[] = [
  { title: 'Rabi Vegetables', path: VEGETABLE_PATHS.Rabi },
  { title: 'Kharif Vegetables', path: VEGETABLE_PATHS.Kharif },
  { title: 'Vegetable Seed Subsidy Schemes', path: '/schemes' },
];

function vegetable(season: Season, name: string, knownVarieties: readonly string[] = []): Vegetable {
  return {
    season,
    name,
    // The pictures are not bundled yet; the alt text names the vegetable shown.
    picture: { src: PLACEHOLDER, alt: name, ...PICTURE_SLOT },
    knownVarieties,
    otherVarieties: PLACEHOLDER,
  };
}

/** Methi and coriander varieties are those named on the Rabi vegetable rate list. */
export const RABI_VEGETABLES: readonly Vegetable[] = [
  vegetable('Rabi', 'Peas'),
  vegetable('Rabi', 'Carrot'),
  vegetable('Rabi', 'Palak'),
  vegetable('Rabi', 'Methi', ['HM-57']),
  vegetable('Rabi', 'Radish'),
  vegetable('Rabi', 'Turnip'),
  vegetable('Rabi', 'Coriander', ['DH-36', 'DH-5']),
  vegetable('Rabi', 'Onion'),
  vegetable('Rabi', 'Tomato'),
  vegetable('Rabi', 'Bitter Gourd'),
  vegetable('Rabi', 'Capsicum'),
  vegetable('Rabi', 'Potato'),
];

export const KHARIF_VEGETABLES: readonly Vegetable[] = [
  vegetable('Kharif', 'Muskmelon'),
  vegetable('Kharif', 'Bhindi'),
  vegetable('Kharif', 'Tinda'),
  vegetable('Kharif', 'Bottle Gourd'),
  vegetable('Kharif', 'Sponge Gourd'),
  vegetable('Kharif', 'Bitter Gourd'),
  vegetable('Kharif', 'Cucumber'),
  vegetable('Kharif', 'Brinjal'),
  vegetable('Kharif', 'Chillies'),
  vegetable('Kharif', 'Tomato'),
];

export const VEGETABLES_OF_SEASON: Readonly<Record<Season, readonly Vegetable[]>> = {
  Rabi: RABI_VEGETABLES,
  Kharif: KHARIF_VEGETABLES,
};

/** The variety names a vegetable's entry shows: those known, then the marker for the rest. */
export function varietyNames(v: Vegetable): readonly (string | Placeholder)[] {
  return [...v.knownVarieties, v.otherVarieties];
}
