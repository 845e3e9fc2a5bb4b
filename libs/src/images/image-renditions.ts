import sharp, { type Sharp } from 'sharp';
import type { ImageVariant } from '@seedcorp/contracts';

export interface Rendition extends ImageVariant {
  body: Buffer;
}

const RESPONSIVE_WIDTHS = [320, 640, 1280];
/** The JPEG that `file` (base64) carries and that browsers without WebP get. */
export const FALLBACK_NAME = 'fallback.jpg';
const FALLBACK_WIDTH = 1280;
/** Wider screens get this width at most; the original stays available at full size. */
const LARGEST_WEBP_WIDTH = 1920;
/** WebP's own limit on either side; a tall screenshot's renditions are fitted inside it. */
const WEBP_MAX_SIDE = 16383;
/**
 * Decode budget: 24 megapixels (a 6000 × 4000 photo). Decoding costs memory by pixels, not by
 * file size — a 300 KB PNG can hold 40 million 16-bit pixels — so larger images are refused.
 */
const MAX_IMAGE_PIXELS = 24_000_000;

export class UndecodableImageError extends Error {}
export class ImageTooLargeError extends Error {}

// Images are decoded one at a time, on one libvips thread, with no operation cache: the memory an
// upload needs is bounded and given back, instead of growing with concurrent uploads.
sharp.cache(false);
sharp.concurrency(1);
let queue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(work);
  queue = result.catch(() => undefined);
  return result;
}

async function render(pipeline: Sharp, name: string, contentType: string): Promise<Rendition> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { name, contentType, width: info.width, height: info.height, bytes: data.length, body: data };
}

async function decode(input: Buffer): Promise<{ pixels: Buffer; width: number; height: number; channels: 3 | 4 }> {
  const metadata = await sharp(input)
    .metadata()
    .catch((error: Error) => {
      throw new UndecodableImageError(error.message);
    });
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw new ImageTooLargeError(`${metadata.width} x ${metadata.height}`);
  }
  try {
    // Orientation applied, 8-bit sRGB: every rendition is encoded from these pixels, decoded once.
    const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, width: info.width, height: info.height, channels: info.channels as 3 | 4 };
  } catch (error) {
    throw new UndecodableImageError((error as Error).message);
  }
}

/**
 * Decodes the upload and encodes it again: this strips metadata, applies the EXIF orientation
 * and turns a file that merely starts like an image into an error. Produces the full-size
 * original (same format), WebP at the responsive widths not above the original, and a JPEG
 * fallback, one after the other so that only one encoder works at a time.
 */
export function renderImage(input: Buffer, format: 'jpeg' | 'png'): Promise<Rendition[]> {
  return oneAtATime(async () => {
    const { pixels, width, height, channels } = await decode(input);
    const fromPixels = () => sharp(pixels, { raw: { width, height, channels } });
    const fitted = (target: number) =>
      fromPixels().resize({ width: target, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const largest = Math.min(width, LARGEST_WEBP_WIDTH);
    const widths = [...RESPONSIVE_WIDTHS.filter((candidate) => candidate < largest), largest];
    const renditions = [
      await (format === 'png'
        ? render(fromPixels().png({ compressionLevel: 9 }), 'original.png', 'image/png')
        : render(fromPixels().jpeg({ quality: 90, mozjpeg: true }), 'original.jpg', 'image/jpeg')),
    ];
    for (const target of widths) {
      renditions.push(await render(fitted(target).webp({ quality: 80 }), `w${target}.webp`, 'image/webp'));
    }
    renditions.push(
      await render(
        fitted(Math.min(width, FALLBACK_WIDTH)).flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
        FALLBACK_NAME,
        'image/jpeg',
      ),
    );
    return renditions;
  });
}
