import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../route-paths';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <article>
      <h1>{t('notFoundTitle')}</h1>
      <p>
        {t('notFoundText')} <Link to={ROUTES.home}>{t('goHome')}</Link>.
      </p>
    </article>
  );
}
