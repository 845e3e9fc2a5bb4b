import type { ImageItem } from '@seedcorp/contracts';
import type { PageRead } from '../../api/page-loader';
import { defineIsland } from '../../../islands/island';
import { useImages } from '../hooks/use-images';
import { Carousel } from './Carousel';
import { GalleryStrip } from './GalleryStrip';

/** The pictures of one of the page's reads, from the page's data: the island carries only the read. */
function CarouselOf({ pictures }: { pictures: PageRead<ImageItem[]> }) {
  const { data, loading } = useImages(pictures);
  return <Carousel images={data} loading={loading} />;
}

function GalleryStripOf({ pictures }: { pictures: PageRead<ImageItem[]> }) {
  const { data, loading } = useImages(pictures);
  return <GalleryStrip images={data} loading={loading} />;
}

/** The slides advance, pause and are chosen by the visitor. */
export const CarouselIsland = defineIsland('carousel', CarouselOf, [
  'carousel',
  'galleryImage',
  'showSlide',
  'nextSlide',
  'previousSlide',
  'pauseSlides',
  'playSlides',
  'loading',
]);

/** The strip scrolls by its buttons. */
export const GalleryStripIsland = defineIsland('galleryStrip', GalleryStripOf, [
  'photoGallery',
  'galleryImage',
  'scrollLeft',
  'scrollRight',
  'none',
  'loading',
]);
