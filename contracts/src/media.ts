import { blank, hasFile, listed, type FileLike, type FormRules } from './form-rules';
/**
 * Image locations (the imageType master list), the spec's two spelled as the site has always spelled them. 'Site
 * Logo' is ours: the pictures the site settings show (the header's logos, the home page's portal badges) are
 * uploaded there, so that no logo also appears in the gallery or the carousel, which read their own location
 * only; the settings screen offers only the images of this location.
 */
export const IMAGE_LOCATIONS = ['Photo Gallery', 'Home Corousel', 'Site Logo'] as const;
export type ImageLocation = (typeof IMAGE_LOCATIONS)[number];
/** Where the pictures of the site settings are uploaded. */
export const SETTINGS_PICTURE_LOCATION: ImageLocation = 'Site Logo';

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const IMAGE_MESSAGES = {
  required: 'Please fill in the location and upload an image.',
  invalidType: 'Invalid file type. Please upload an image in jpg, png or jpeg format',
  tooLarge: 'File size exceeds 2MB.',
  tooManyPixels: 'Image dimensions are too large. Please upload an image of at most 24 megapixels (e.g. 6000 x 4000).',
  unknownLocation: `Location must be one of: ${IMAGE_LOCATIONS.join(', ')}.`,
  uploaded: 'Image uploaded successfully.',
  deleted: 'Image deleted successfully.',
  notFound: 'Image not found.',
};

/** One stored rendition of an image, served at `/media/<key>/<name>`. */
export interface ImageVariant {
  name: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
}

export interface ImageItem {
  key: string;
  location: ImageLocation;
  /** Base64 of a JPEG rendition, for clients that show `file` directly; absent when `includeFile` is false. */
  file?: string;
  url: string;
  srcset: string;
  width: number;
  height: number;
  createdAt: string;
}

export interface ImageListRequest {
  location: ImageLocation | 'All';
  /** Defaults to true for compatibility; the platform's own apps send false and use `url`/`srcset`. */
  includeFile?: boolean;
}

/** `POST /api/v1/files/uploadFile` (multipart, the image in `file`). */
export interface ImageUploadFields {
  location: ImageLocation | '';
  file?: FileLike;
}

export const IMAGE_UPLOAD_RULES: FormRules<ImageUploadFields> = [
  { broken: (form) => blank(form.location) || !hasFile(form.file), message: IMAGE_MESSAGES.required },
  { broken: (form) => !listed(IMAGE_LOCATIONS, form.location), message: IMAGE_MESSAGES.unknownLocation },
];
