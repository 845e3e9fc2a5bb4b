import type { DirectorItem } from '@seedcorp/contracts';
import { useTranslation } from '../../../i18n/translation';
import { ResponsiveImage } from '../../media/components/ResponsiveImage';

export function DirectoryPhoto({ person }: { person: DirectorItem }) {
  const { t } = useTranslation();
  if (!person.url || !person.width || !person.height) return <>{t('noImage')}</>;
  return (
    <ResponsiveImage
      image={{ url: person.url, srcset: person.srcset ?? '', width: person.width, height: person.height }}
      alt={t('photoOf', { name: person.name })}
      sizes="6rem"
      className="directory-photo"
    />
  );
}
