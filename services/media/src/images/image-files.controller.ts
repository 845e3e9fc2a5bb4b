import { API, IMAGE_MESSAGES, renditionFilesController } from '@seedcorp/libs';
import { objectKey } from './images.service';

/** Public gallery and carousel image files. */
export const ImageFilesController = renditionFilesController({
  path: API.fileRoutes.imageRendition,
  objectKey,
  notFoundMessage: IMAGE_MESSAGES.notFound,
});
