import { useLocation } from 'react-router-dom';
import { INFO_PAGES } from '../../content/info-pages';
import { LinkedSections } from '../../features/content/components/LinkedSections';
import { PageTitle } from '../../layout/PageTitle';

/** The informational pages of the Quick Links card share one shape; the path picks the content. */
export default function InformationPage() {
  const { pathname } = useLocation();
  const page = INFO_PAGES.find((candidate) => candidate.path === pathname.replace(/\/+$/, ''));
  return (
    <article>
      <PageTitle />
      {page && <LinkedSections sections={page.sections} />}
    </article>
  );
}
