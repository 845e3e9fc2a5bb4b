import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '@seedcorp/contracts';
import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPES, type FileRule } from '../ui/file-rules';

export const IMAGE_FILE_RULE: FileRule = {
  extensions: IMAGE_EXTENSIONS,
  mimeTypes: IMAGE_MIME_TYPES,
  maxBytes: IMAGE_MAX_BYTES,
  invalidTypeMessage: IMAGE_MESSAGES.invalidType,
  tooLargeMessage: IMAGE_MESSAGES.tooLarge,
};
