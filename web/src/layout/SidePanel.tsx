import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SITE } from '../content/site';

export function SidePanel() {
  const { t } = useTranslation();
  return (
    <aside className="side-panel" aria-labelledby="side-panel-heading">
      <h2 id="side-panel-heading">{t('sidePanel')}</h2>
      <ul>
        {SITE.sidePanelLinks.map((path) => (
          <li key={path}>
            <Link to={path}>{t(path)}</Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
