import type { ImageItem, ImageLocation } from '@seedcorp/contracts';
import { logFailure } from '@seedcorp/web-shared/api/api-client';
import { publicApi } from '../../api/public-api';
import { useServerData } from '../../api/use-server-data';

const NO_IMAGES: ImageItem[] = [];

/** Images failures are only logged: the server's message, else 'Failed to load images.' */
export function useImages(location: ImageLocation) {
  return useServerData(
    () => publicApi.images(location),
    NO_IMAGES,
    [location],
    (error) => logFailure(error.message || 'Failed to load images.'),
  );
}
