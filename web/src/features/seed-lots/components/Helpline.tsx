import type { SeedLotHelpline } from '@seedcorp/contracts';
import { telHref } from '@seedcorp/web-shared/content/cell-format';
import { useTranslation } from '../../../i18n/translation';
import { ROUTES } from '../../../route-paths';

/** The corporation's helpline from its site settings; while none is stated, its contact page. */
export function Helpline({ helpline }: { helpline: SeedLotHelpline }) {
  const { t } = useTranslation();
  if (!helpline.phone && !helpline.email) {
    return (
      <p className="lot-helpline">
        {t('lotHelplineNone')} <a href={ROUTES.contactUs}>{t('/contact-us')}</a>
      </p>
    );
  }
  return (
    <p className="lot-helpline">
      {t('lotHelpline')} {helpline.phone && <a href={telHref(helpline.phone)}>{helpline.phone}</a>}
      {helpline.phone && helpline.email && ', '}
      {helpline.email && <a href={`mailto:${helpline.email}`}>{helpline.email}</a>}
    </p>
  );
}
