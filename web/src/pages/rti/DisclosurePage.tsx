import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { DisclosurePage as Disclosure } from '../../content/rti';
import {
  BUDGET_ALLOTMENT_TABLE,
  DISCLOSURE_DOCUMENTS,
  DISCLOSURE_SEE_ALSO,
  disclosureItem,
  findDisclosure,
} from '../../content/rti-pages';
import { ContentTable } from '../../features/content/components/ContentTable';
import { Paragraph } from '../../features/content/components/ContentText';
import { DocumentList } from '../../features/notifications/components/DocumentList';
import { DisclosureIndexLink } from '../../features/rti/components/DisclosureIndexLink';
import { PageTitle } from '../../layout/PageTitle';

function DisclosureBody({ disclosure }: { disclosure: Disclosure }) {
  const { t } = useTranslation();
  const document = DISCLOSURE_DOCUMENTS[disclosure.slug];
  const seeAlso = DISCLOSURE_SEE_ALSO[disclosure.slug];
  return (
    <>
      {disclosure.source === 'table' && <ContentTable table={BUDGET_ALLOTMENT_TABLE} />}
      {disclosure.source === 'pdf' && document && <DocumentList location={document} emptyText={t('none')} />}
      {disclosure.source === 'text' && <Paragraph text={disclosure.body} />}
      {seeAlso && (
        <p>
          <Link to={seeAlso.path}>{t(seeAlso.path)}</Link>
        </p>
      )}
    </>
  );
}

/** Every proactive-disclosure page whose content is written, tabled or a document: the path picks which. */
export default function DisclosurePage() {
  const { pathname } = useLocation();
  const disclosure = findDisclosure(pathname.replace(/\/+$/, ''));
  return (
    <article>
      <PageTitle />
      {disclosure && (
        <>
          <p className="disclosure-item">{disclosureItem(disclosure)}</p>
          <DisclosureBody disclosure={disclosure} />
        </>
      )}
      <DisclosureIndexLink />
    </article>
  );
}
