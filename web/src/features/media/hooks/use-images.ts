import type { ImageItem, ImageLocation } from '@seedcorp/contracts';
import { logFailure } from '@seedcorp/web-shared/api/log-failure';
import { usePublicRead } from '../../api/use-public-read';

const NO_IMAGES: ImageItem[] = [];

/** Images failures are only logged: the server's message, else 'Failed to load images.' */
export function useImages(location: ImageLocation) {
  return usePublicRead({ name: 'images', argument: location }, NO_IMAGES, (error) =>
    logFailure(error.message || 'Failed to load images.'),
  );
}
