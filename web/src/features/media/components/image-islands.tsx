import type { ImageLocation } from '@seedcorp/contracts';
import { defineIsland } from '../../../islands/island';
import { useImages } from '../hooks/use-images';
import { Carousel } from './Carousel';
import { GalleryStrip } from './GalleryStrip';

/** The pictures of `location`, read from the page's data: the island carries only the name of its list. */
function CarouselOf({ location }: { location: ImageLocation }) {
  const { data, loading } = useImages(location);
  return <Carousel images={data} loading={loading} />;
}

function GalleryStripOf({ location }: { location: ImageLocation }) {
  const { data, loading } = useImages(location);
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
