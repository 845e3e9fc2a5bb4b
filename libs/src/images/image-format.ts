import { fileTypeFromBuffer } from 'file-type';

export type AcceptedImageFormat = 'jpeg' | 'png';

const ACCEPTED_TYPES: Record<string, AcceptedImageFormat> = { 'image/jpeg': 'jpeg', 'image/png': 'png' };

/** The upload's format decided by its bytes, never by its name or declared type; `undefined` when not JPEG or PNG. */
export async function detectImageFormat(bytes: Buffer): Promise<AcceptedImageFormat | undefined> {
  return ACCEPTED_TYPES[(await fileTypeFromBuffer(bytes))?.mime ?? ''];
}

/** The `srcset` of an image's WebP renditions. */
export function webpSrcset(
  variants: { name: string; contentType: string; width: number }[],
  urlOf: (name: string) => string,
) {
  return variants
    .filter((variant) => variant.contentType === 'image/webp')
    .map((variant) => `${urlOf(variant.name)} ${variant.width}w`)
    .join(', ');
}
