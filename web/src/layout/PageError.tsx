import { useTranslation } from '../i18n/translation';
import { RouteErrorMessage } from '@seedcorp/web-shared/components/RouteError';
import { ROUTES } from '../route-paths';

/** A page that failed, in the visitor's language, inside the site's layout. */
export function PageError() {
  const { t } = useTranslation();
  return (
    <RouteErrorMessage
      title={t('pageErrorTitle')}
      text={t('pageErrorText')}
      homeLabel={t('goHome')}
      homePath={ROUTES.home}
    />
  );
}
