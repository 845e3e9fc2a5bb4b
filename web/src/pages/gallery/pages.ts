import { definePage } from '../../features/api/page-loader';
import { imagesRead } from '../../features/api/list-reads';

export const PHOTO_GALLERY_PAGE = definePage('gallery/PhotoGalleryPage', {
  reads: () => ({ pictures: imagesRead('Photo Gallery') }),
});
