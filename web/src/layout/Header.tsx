import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import logoPlaceholder from '../assets/logo-placeholder.svg';
import { SITE } from '../content/site';
import { LanguageSwitch } from '../features/language/components/LanguageSwitch';
import { TranslatePage } from '../features/language/components/TranslatePage';
import { MainNav } from '../features/navigation/components/MainNav';
import { TextSizeControls } from '../features/preferences/components/TextSizeControls';
import { ThemeToggle } from '../features/preferences/components/ThemeToggle';
import { SiteSearch } from '../features/search/components/SiteSearch';
import { ROUTES } from '../routes';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="utility-bar" role="group" aria-label={t('utilities')}>
        <a className="skip-link" href="#main-content">
          {t('skipToMain')}
        </a>
        <SiteSearch />
        <TextSizeControls />
        <Link to={ROUTES.screenReader}>{t(ROUTES.screenReader)}</Link>
        <ThemeToggle />
        <LanguageSwitch />
        <TranslatePage />
      </div>
      <div className="brand">
        {SITE.logos.map((logo) => (
          <img key={logo.id} src={logoPlaceholder} width={64} height={64} alt={logo.alt} />
        ))}
        <p className="site-name">
          <Link to={ROUTES.home}>{SITE.name}</Link>
        </p>
      </div>
      <MainNav />
    </header>
  );
}
