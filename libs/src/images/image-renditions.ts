import sharp, { type Sharp } from 'sharp';
import type { ImageVariant } from '../contracts/media';

export interface Rendition extends ImageVariant {
  body: Buffer;
}

export const RESPONSIVE_WIDTHS = [320, 640, 1280];
/** The JPEG that `file` (base64) carries and that browsers without WebP get. */
export const FALLBACK_NAME = 'fallback.jpg';
const FALLBACK_WIDTH = 1280;
/** Wider screens get this width at most; the original stays available at full size. */
const LARGEST_WEBP_WIDTH = 1920;
/** Decompression-bomb guard: about 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;

export class UndecodableImageError extends Error {}

async function render(pipeline: Sharp, name: string, contentType: string): Promise<Rendition> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { name, contentType, width: info.width, height: info.height, bytes: data.length, body: data };
}

/**
 * Decodes the upload and encodes it again: this strips metadata, applies the EXIF orientation
 * and turns a file that merely starts like an image into an error. Produces the full-size
 * original (same format), WebP at the responsive widths not above the original, and a JPEG fallback.
 */
export async function renderImage(input: Buffer, format: 'jpeg' | 'png'): Promise<Rendition[]> {
  const decode = () => sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  let width: number;
  try {
    const { info } = await decode().raw().toBuffer({ resolveWithObject: true });
    width = info.width;
  } catch (error) {
    throw new UndecodableImageError((error as Error).message);
  }
  const original =
    format === 'png'
      ? render(decode().png({ compressionLevel: 9 }), 'original.png', 'image/png')
      : render(decode().jpeg({ quality: 90, mozjpeg: true }), 'original.jpg', 'image/jpeg');
  const largest = Math.min(width, LARGEST_WEBP_WIDTH);
  const widths = [...RESPONSIVE_WIDTHS.filter((candidate) => candidate < largest), largest];
  return Promise.all([
    original,
    ...widths.map((target) =>
      render(decode().resize({ width: target }).webp({ quality: 80 }), `w${target}.webp`, 'image/webp'),
    ),
    render(
      decode()
        .resize({ width: Math.min(width, FALLBACK_WIDTH), withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80, mozjpeg: true }),
      FALLBACK_NAME,
      'image/jpeg',
    ),
  ]);
}
