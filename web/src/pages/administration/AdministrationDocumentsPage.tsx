import { useLocation } from 'react-router-dom';
import { ADMINISTRATION_EMPTY_TEXT, administrationSection } from '../../content/administration';
import { DocumentList } from '../../features/notifications/components/DocumentList';
import { PageTitle } from '../../layout/PageTitle';

/** Every /administration document page: the path picks the notification section it lists. */
export default function AdministrationDocumentsPage() {
  const { pathname } = useLocation();
  const section = administrationSection(pathname.replace(/\/+$/, ''));
  return (
    <article>
      <PageTitle />
      {section && (
        <>
          <p>{section.intro}</p>
          <DocumentList location={section.location} emptyText={ADMINISTRATION_EMPTY_TEXT} />
        </>
      )}
    </article>
  );
}
