/**
 * The box every vegetable picture is shown in (a supplied picture or the one to be supplied): the page reserves
 * it before the picture loads, so nothing below it moves. The vegetables, their varieties and pictures are the
 * content service's tables `vegetables-rabi` and `vegetables-kharif`.
 */
export const PICTURE_SLOT = { width: 240, height: 180 } as const;
