import { renditionFilesController } from '@seedcorp/libs';
import { API, IMAGE_MESSAGES } from '@seedcorp/contracts';
import { objectKey } from './images.service';

/** Public gallery and carousel image files. */
export const ImageFilesController = renditionFilesController({
  path: API.fileRoutes.imageRendition,
  objectKey,
  notFoundMessage: IMAGE_MESSAGES.notFound,
});
