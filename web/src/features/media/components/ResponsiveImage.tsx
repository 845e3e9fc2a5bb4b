import type { ImageItem } from '@seedcorp/contracts';

interface ResponsiveImageProps {
  image: Pick<ImageItem, 'url' | 'srcset' | 'width' | 'height'>;
  alt: string;
  /** The width the image is shown at, for the browser's choice among the renditions. */
  sizes: string;
  /** Above the fold: fetched at once. */
  eager?: boolean;
  className?: string;
}

/** Renditions through srcset, width and height reserved so that nothing moves when it arrives. */
export function ResponsiveImage({ image, alt, sizes, eager, className }: ResponsiveImageProps) {
  return (
    <img
      src={image.url}
      srcSet={image.srcset || undefined}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
