import { useTranslation } from '../i18n/translation';
import { Link } from 'react-router-dom';
import { SITE } from '../content/site';
import { useSiteSettings } from '../features/content/use-site-settings';
import { usePageName } from '../features/content/page-titles';

export function SidePanel() {
  const { t } = useTranslation();
  const pageName = usePageName();
  const links = useSiteSettings()?.sidePanelLinks ?? SITE.sidePanelLinks;
  return (
    <aside className="side-panel" aria-labelledby="side-panel-heading">
      <h2 id="side-panel-heading">{t('sidePanel')}</h2>
      <ul>
        {links.map((path) => (
          <li key={path}>
            <Link to={path}>{pageName(path)}</Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
