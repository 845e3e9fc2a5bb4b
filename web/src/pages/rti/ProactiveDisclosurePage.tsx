import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DISCLOSURE_INDEX_INTRO } from '../../content/rti-pages';
import { PROACTIVE_DISCLOSURE_PAGES } from '../../content/rti';
import { PageTitle } from '../../layout/PageTitle';

/** The index of the seventeen disclosure pages, numbered (i) to (xvii) as the items of section 4(1)(b). */
export default function ProactiveDisclosurePage() {
  const { t } = useTranslation();
  return (
    <article>
      <PageTitle />
      <p>{DISCLOSURE_INDEX_INTRO}</p>
      <ol className="disclosure-index" type="i">
        {PROACTIVE_DISCLOSURE_PAGES.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{t(page.path)}</Link>
          </li>
        ))}
      </ol>
    </article>
  );
}
