import { ContactDetails } from '@seedcorp/web-shared/content/ContactDetails';
import { useTranslation } from '../../../i18n/translation';
import { useContentLanguage } from '../use-content-language';
import { useSiteSettings } from '../use-site-settings';

/**
 * The contact record of the published site settings, which every page's loader reads: in the HTML the server
 * sends, and again on client-side navigation.
 */
export function SiteContact() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const settings = useSiteSettings();
  if (!settings) return <p className="load-problem">{t('contactUnavailable')}</p>;
  return <ContactDetails contact={settings.contact} hindiOutdated={settings.hindiOutdated} language={language} />;
}
