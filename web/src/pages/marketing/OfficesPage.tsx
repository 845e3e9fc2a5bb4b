import { Link } from 'react-router-dom';
import {
  MARKETING_OFFICES_LINKS,
  MARKETING_OFFICES_LINKS_HEADING,
  MARKETING_OFFICES_TEXT,
} from '../../content/marketing';
import { Paragraph } from '../../features/content/components/ContentText';
import { PageTitle } from '../../layout/PageTitle';

export default function OfficesPage() {
  return (
    <article>
      <PageTitle />
      <Paragraph text={MARKETING_OFFICES_TEXT} />
      <section>
        <h2>{MARKETING_OFFICES_LINKS_HEADING}</h2>
        <ul>
          {MARKETING_OFFICES_LINKS.map((link) => (
            <li key={link.path}>
              <Link to={link.path}>{link.title}</Link>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
