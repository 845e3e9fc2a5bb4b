import { GalleryGridIsland } from '../../features/media/components/GalleryGrid';
import { PageTitle } from '../../layout/PageTitle';
import { usePageReads } from '../../features/api/use-page-reads';
import type { PHOTO_GALLERY_PAGE } from './pages';

export default function PhotoGalleryPage() {
  return (
    <article>
      <PageTitle />
      <GalleryGridIsland pictures={usePageReads<typeof PHOTO_GALLERY_PAGE>().pictures} />
    </article>
  );
}
