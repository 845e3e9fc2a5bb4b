import type { ImageItem } from '@seedcorp/contracts';
import { logFailure } from '@seedcorp/web-shared/api/log-failure';
import type { PageRead } from '../../api/page-loader';
import { useRead } from '../../api/use-page-read';

const NO_IMAGES: ImageItem[] = [];

/** Images failures are only logged: the server's message, else 'Failed to load images.' */
export const useImages = (read: PageRead<ImageItem[]>) =>
  useRead(read, NO_IMAGES, (error) => logFailure(error.message || 'Failed to load images.'));
