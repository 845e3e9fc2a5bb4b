import { DIRECTOR_IMAGE_MAX_BYTES, DIRECTORY_MESSAGES, MOBILE_DIGITS } from '@seedcorp/contracts';
import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPES, type FileRule } from '../ui/file-rules';
import { digitsOnly } from '../ui/digits';

export const DIRECTOR_IMAGE_RULE: FileRule = {
  extensions: IMAGE_EXTENSIONS,
  mimeTypes: IMAGE_MIME_TYPES,
  maxBytes: DIRECTOR_IMAGE_MAX_BYTES,
  invalidTypeMessage: DIRECTORY_MESSAGES.invalidImageType,
  tooLargeMessage: DIRECTORY_MESSAGES.imageTooLarge,
};

/** Mobile numbers keep digits only, at most ten. */
export const mobileDigits = (value: string) => digitsOnly(value, MOBILE_DIGITS);
/** Office numbers keep digits only. */
export const officeDigits = (value: string) => digitsOnly(value);
