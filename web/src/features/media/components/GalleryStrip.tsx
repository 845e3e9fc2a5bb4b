import type { ImageItem } from '@seedcorp/contracts';
import { useRef } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { LoadedList } from '../../api/components/LoadedList';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { ResponsiveImage } from './ResponsiveImage';

export const TILE_WIDTH_PX = 200;
/** Each click scrolls one tile: 30 steps every 10 ms. */
const SCROLL_STEPS = 30;
const SCROLL_STEP_MS = 10;

export function GalleryStrip({ images, loading }: { images: ImageItem[]; loading: boolean }) {
  const { t } = useTranslation();
  const strip = useRef<HTMLUListElement>(null);
  const reducedMotion = useReducedMotion();

  const scroll = (direction: 1 | -1) => {
    const element = strip.current;
    if (!element) return;
    if (reducedMotion) {
      element.scrollLeft += direction * TILE_WIDTH_PX;
      return;
    }
    let step = 0;
    const timer = setInterval(() => {
      element.scrollLeft += (direction * TILE_WIDTH_PX) / SCROLL_STEPS;
      step += 1;
      if (step >= SCROLL_STEPS) clearInterval(timer);
    }, SCROLL_STEP_MS);
  };

  return (
    <LoadedList loading={loading} items={images} emptyText={t('none')}>
      {(shown) => (
        <div className="gallery-strip">
          <button type="button" onClick={() => scroll(-1)} aria-label={t('scrollLeft')}>
            <span aria-hidden="true">‹</span>
          </button>
          <ul ref={strip} tabIndex={0} aria-label={t('photoGallery')}>
            {shown.map((image, index) => (
              <li key={image.key}>
                <ResponsiveImage
                  image={image}
                  alt={t('galleryImage', { number: index + 1 })}
                  sizes={`${TILE_WIDTH_PX}px`}
                />
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => scroll(1)} aria-label={t('scrollRight')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </LoadedList>
  );
}
