import type { UploadedFile } from '../http/body-parsing';
import { ApiError } from '../http/api-error';
import { detectImageFormat } from './image-format';
import { ImageTooLargeError, renderImage, UndecodableImageError, type Rendition } from './image-renditions';

/** The 400 answers of an image upload, in each form's own words. */
export interface ImageUploadMessages {
  /** Not a JPEG or PNG by its bytes, or not decodable as one. */
  invalidType: string;
  /** More bytes than the form takes. */
  tooLarge: string;
  /** More pixels than the decode budget. */
  tooManyPixels: string;
}

/**
 * Checks an upload in the spec's order (type by its bytes, then size) and renders it; a file that fails to
 * decode or is too large to decode is refused like any other bad upload, never a 500.
 */
export async function renderUploadedImage(
  file: UploadedFile,
  maxBytes: number,
  messages: ImageUploadMessages,
): Promise<Rendition[]> {
  const format = await detectImageFormat(file.buffer);
  if (!format) throw ApiError.badRequest(messages.invalidType);
  if (file.size > maxBytes) throw ApiError.badRequest(messages.tooLarge);
  try {
    return await renderImage(file.buffer, format);
  } catch (error) {
    if (error instanceof UndecodableImageError) throw ApiError.badRequest(messages.invalidType);
    if (error instanceof ImageTooLargeError) throw ApiError.badRequest(messages.tooManyPixels);
    throw error;
  }
}
