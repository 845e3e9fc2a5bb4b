import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SITE } from '../content/site';
import { VisitorCount } from '../features/visitors/components/VisitorCount';
import { FOOTER_LINKS } from '../routes';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <nav aria-label={t('footerNav')}>
        <ul className="footer-links">
          {FOOTER_LINKS.map((path) => (
            <li key={path}>
              <Link to={path}>{t(path)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <VisitorCount />
      <p>{t('copyright', { year: SITE.copyrightYear, name: SITE.name })}</p>
      <p>{t('lastUpdated', { date: SITE.lastUpdated })}</p>
    </footer>
  );
}
