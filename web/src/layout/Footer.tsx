import { useTranslation } from '../i18n/translation';
import { Link } from 'react-router-dom';
import { formatDate } from '@seedcorp/web-shared/dates/date-format';
import { SITE } from '../content/site';
import { settingText, useSiteSettings } from '../features/content/use-site-settings';
import { useContentLanguage } from '../features/content/use-content-language';
import { VisitorCountIsland } from '../features/visitors/components/VisitorCount';
import { FOOTER_LINKS } from '../routes';
import { usePageName } from '../features/content/page-titles';

export function Footer() {
  const { t } = useTranslation();
  const pageName = usePageName();
  const settings = useSiteSettings();
  const language = useContentLanguage();
  const name = settings ? settingText(settings, 'name', settings.name, language) : SITE.name;
  const year = settings?.copyrightYear ?? SITE.copyrightYear;
  // Until the corporation publishes a change, the date of the content as the site was handed over.
  const updated = settings
    ? formatDate(settings.siteUpdatedAt, { style: 'slashes', clock: 'india' })
    : SITE.lastUpdated;
  return (
    <footer className="site-footer">
      <nav aria-label={t('footerNav')}>
        <ul className="footer-links">
          {FOOTER_LINKS.map((path) => (
            <li key={path}>
              <Link to={path}>{pageName(path)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <VisitorCountIsland />
      <p>{t('copyright', { year, name })}</p>
      <p>{t('lastUpdated', { date: updated })}</p>
    </footer>
  );
}
