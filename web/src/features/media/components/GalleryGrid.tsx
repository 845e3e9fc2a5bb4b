import type { ImageItem } from '@seedcorp/contracts';
import { useEffect, useRef, useState } from 'react';
import type { PageRead } from '../../api/page-loader';
import { useTranslation } from '../../../i18n/translation';
import { LoadedList } from '../../api/components/LoadedList';
import { Lightbox } from './Lightbox';
import { ResponsiveImage } from './ResponsiveImage';
import { TILE_WIDTH_PX } from './GalleryStrip';
import { useImages } from '../hooks/use-images';
import { defineIsland } from '../../../islands/island';

/** The pictures as a grid; each opens in the lightbox, and closing it returns to the picture. */
function GalleryGrid({ pictures }: { pictures: PageRead<ImageItem[]> }) {
  const { t } = useTranslation();
  const { data, loading } = useImages(pictures);
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  // Back to the picture that was opened, once the lightbox has gone.
  useEffect(() => {
    if (open === null) opener.current?.focus();
  }, [open]);

  return (
    <>
      <LoadedList loading={loading} items={data} emptyText={t('none')}>
        {(images) => (
          <ul className="gallery-grid">
            {images.map((image, index) => (
              <li key={image.key}>
                <button
                  type="button"
                  aria-label={t('openImage', { number: index + 1 })}
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setOpen(index);
                  }}
                >
                  <ResponsiveImage image={image} alt="" sizes={`${TILE_WIDTH_PX}px`} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </LoadedList>
      {open !== null && <Lightbox images={data} index={open} onChange={setOpen} onClose={() => setOpen(null)} />}
    </>
  );
}

export const GalleryGridIsland = defineIsland('galleryGrid', GalleryGrid, [
  'none',
  'loading',
  'openImage',
  'closeImage',
  'imageOf',
  'nextImage',
  'previousImage',
]);
