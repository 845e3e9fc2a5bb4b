import { CONTACT_FEEDBACK } from '../../content/organisation';
import { SITE_TABLES } from '../../content/site-tables';
import { LinkedSectionView } from '../../features/content/components/LinkedSections';
import { SiteTables } from '../../features/content/components/SiteTable';
import { PageTitle } from '../../layout/PageTitle';

/** The contact details are a single-record table, shown as an address block in the page's language. */
export default function ContactUsPage() {
  return (
    <article>
      <PageTitle />
      <SiteTables tables={SITE_TABLES.contactDetails} />
      <LinkedSectionView section={CONTACT_FEEDBACK} />
    </article>
  );
}
