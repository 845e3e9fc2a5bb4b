import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RTI_INDEX, RTI_PAGES } from '../../content/rti-pages';
import { PageTitle } from '../../layout/PageTitle';
import { routeEntry } from '../../routes';

export default function RtiIndexPage() {
  const { t } = useTranslation();
  return (
    <article>
      <PageTitle />
      {RTI_INDEX.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <section>
        <h2>{RTI_INDEX.pagesHeading}</h2>
        <ul className="rti-pages">
          {RTI_PAGES.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{t(page.path)}</Link>
              <span className="link-description"> — {routeEntry(page.path)?.description}</span>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
