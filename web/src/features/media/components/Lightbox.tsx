import type { ImageItem } from '@seedcorp/contracts';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { ResponsiveImage } from './ResponsiveImage';

interface LightboxProps {
  images: ImageItem[];
  index: number;
  onChange: (index: number) => void;
  onClose: () => void;
}

/** A modal picture viewer: focus stays inside, Escape closes, the arrow keys move between pictures. */
export function Lightbox({ images, index, onChange, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const count = images.length;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const move = (step: number) => onChange((index + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
  };
  const label = t('imageOf', { number: index + 1, total: count });

  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={label}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <ResponsiveImage image={images[index]} alt={label} sizes="90vw" eager />
      <div className="lightbox-controls">
        <button type="button" onClick={() => move(-1)}>
          {t('previousImage')}
        </button>
        <button type="button" onClick={onClose} autoFocus>
          {t('closeImage')}
        </button>
        <button type="button" onClick={() => move(1)}>
          {t('nextImage')}
        </button>
      </div>
    </dialog>
  );
}
