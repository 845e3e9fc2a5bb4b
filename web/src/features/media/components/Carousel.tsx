import type { ImageItem } from '@seedcorp/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { Loading } from '../../api/components/Loading';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { ResponsiveImage } from './ResponsiveImage';

const CAROUSEL_INTERVAL_MS = 2000;

/**
 * Pictures that advance every 2 s; they stop while the pointer or keyboard focus is on them,
 * when the visitor presses Pause, and altogether for visitors who prefer reduced motion.
 */
export function Carousel({ images, loading }: { images: ImageItem[]; loading: boolean }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = images.length;
  const running = count > 1 && !hovered && !focused && !paused && !reducedMotion;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, count]);

  if (!loading && count === 0) return null;
  const shown = count ? index % count : 0;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t('carousel')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="carousel-frame" aria-live={running ? 'off' : 'polite'}>
        {loading ? (
          <Loading />
        ) : (
          images.map((image, slide) => (
            <div
              key={image.key}
              role="group"
              aria-roledescription="slide"
              aria-label={t('showSlide', { number: slide + 1, total: count })}
              hidden={slide !== shown}
              className="carousel-slide"
            >
              <ResponsiveImage
                image={image}
                alt={t('galleryImage', { number: slide + 1 })}
                sizes="(min-width: 70rem) 50rem, 100vw"
                eager={slide === 0}
              />
            </div>
          ))
        )}
      </div>
      {/* While the pictures load (a page made without them), their controls' row is kept free, so nothing moves. */}
      {loading && <div className="carousel-controls" aria-hidden="true" />}
      {count > 1 && (
        <div className="carousel-controls">
          <button type="button" onClick={() => go(shown - 1)} aria-label={t('previousSlide')}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" onClick={() => setPaused(!paused)}>
            {paused ? t('playSlides') : t('pauseSlides')}
          </button>
          <ul className="carousel-indicators">
            {images.map((image, slide) => (
              <li key={image.key}>
                <button
                  type="button"
                  aria-label={t('showSlide', { number: slide + 1, total: count })}
                  aria-current={slide === shown ? 'true' : undefined}
                  onClick={() => go(slide)}
                />
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => go(shown + 1)} aria-label={t('nextSlide')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
