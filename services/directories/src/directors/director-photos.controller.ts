import { renditionFilesController } from '@seedcorp/libs';
import { API, DIRECTORY_MESSAGES } from '@seedcorp/contracts';
import { photoObjectKey } from './directors.service';

/** Public photo files, under the directory's own prefix so that the gateway needs no new route. */
export const DirectorPhotosController = renditionFilesController({
  path: API.fileRoutes.directorPhoto,
  objectKey: photoObjectKey,
  notFoundMessage: DIRECTORY_MESSAGES.photoNotFound,
});
