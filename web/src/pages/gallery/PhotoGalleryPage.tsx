import { GalleryGridIsland } from '../../features/media/components/GalleryGrid';
import { PageTitle } from '../../layout/PageTitle';

export default function PhotoGalleryPage() {
  return (
    <article>
      <PageTitle />
      <GalleryGridIsland />
    </article>
  );
}
