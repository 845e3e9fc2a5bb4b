import { useTranslation } from '../../../i18n/translation';
import { Link } from 'react-router-dom';
import { DISCLOSURE_BASE } from '../../../content/rti';

/** Every proactive-disclosure page leads back to the index of all seventeen. */
export function DisclosureIndexLink() {
  const { t } = useTranslation();
  return (
    <p className="back-link">
      <Link to={DISCLOSURE_BASE}>{t('backTo', { page: t(DISCLOSURE_BASE) })}</Link>
    </p>
  );
}
