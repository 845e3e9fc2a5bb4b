import type { Season } from './content-types';

/**
 * The box every vegetable picture is shown in (a supplied picture or the one to be supplied): the page reserves
 * it before the picture loads, so nothing below it moves. The vegetables, their varieties and pictures are the
 * content service's tables `vegetables-rabi` and `vegetables-kharif`.
 */
export const PICTURE_SLOT = { width: 240, height: 180 } as const;

export const VEGETABLE_PATHS: Readonly<Record<Season, string>> = {
  Rabi: '/products/vegetables/rabi-crops-Vegetables',
  Kharif: '/products/vegetables/kharif-crops-Vegetables',
};

export const VEGETABLES_PATH = '/products/vegetables';
