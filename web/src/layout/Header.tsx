import { useTranslation } from '../i18n/translation';
import { Link } from 'react-router-dom';
import logoPlaceholder from '../assets/logo-placeholder.svg';
import { isContentPlaceholder } from '@seedcorp/web-shared/content/cell-format';
import { SITE } from '../content/site';
import { settingText, useSiteSettings } from '../features/content/use-site-settings';
import { useContentLanguage } from '../features/content/use-content-language';
import { LanguageSwitchIsland } from '../features/language/components/LanguageSwitch';
import { TranslatePageIsland } from '../features/language/components/TranslatePage';
import { MainNavIsland } from '../features/navigation/components/MainNav';
import { NAV_ITEMS } from '../features/navigation/nav-items';
import { TextSizeControlsIsland } from '../features/preferences/components/TextSizeControls';
import { ThemeToggleIsland } from '../features/preferences/components/ThemeToggle';
import { SiteSearchIsland } from '../features/search/components/SiteSearch';
import { ROUTES } from '../route-paths';

/** The corporation's logos: each its picture once supplied, the marked placeholder until then. */
function Logos() {
  const settings = useSiteSettings();
  const language = useContentLanguage();
  if (!settings) {
    return SITE.logos.map((logo) => <img key={logo.id} src={logoPlaceholder} width={64} height={64} alt={logo.alt} />);
  }
  return settings.logos.map((logo) => {
    const alt = settingText(settings, `logos.${logo.id}.alt`, logo.alt, language);
    return logo.image ? (
      <img key={logo.id} src={logo.image.url} srcSet={logo.image.srcset} sizes="64px" height={64} alt={alt} />
    ) : (
      <img key={logo.id} src={logoPlaceholder} width={64} height={64} alt={alt} />
    );
  });
}

export function Header() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const language = useContentLanguage();
  const name = settings ? settingText(settings, 'name', settings.name, language) : SITE.name;
  const tagline = settings ? settingText(settings, 'tagline', settings.tagline, language) : SITE.tagline;
  return (
    <header className="site-header">
      <div className="utility-bar" role="group" aria-label={t('utilities')}>
        <a className="skip-link" href="#main-content">
          {t('skipToMain')}
        </a>
        <SiteSearchIsland />
        <TextSizeControlsIsland />
        <Link to={ROUTES.screenReader}>{t(ROUTES.screenReader)}</Link>
        <ThemeToggleIsland />
        <LanguageSwitchIsland />
        <TranslatePageIsland />
      </div>
      <div className="brand">
        <Logos />
        <p className="site-name">
          <Link to={ROUTES.home}>
            {settings && isContentPlaceholder(settings.name.en) ? (
              <span className="placeholder-text">{name}</span>
            ) : (
              name
            )}
          </Link>
        </p>
        <p className="site-tagline">{tagline}</p>
      </div>
      <MainNavIsland items={NAV_ITEMS} />
    </header>
  );
}
