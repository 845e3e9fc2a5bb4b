import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { BUDGET_ALLOTMENT_TABLE } from '../../content/rti-pages';
import { ContentTable } from '../../features/content/components/ContentTable';
import { WordsArticle } from '../../features/content/components/PageWords';
import { DocumentList } from '../../features/notifications/components/DocumentList';
import { DisclosureIndexLink } from '../../features/rti/components/DisclosureIndexLink';
import { documentsListedAt } from '../../routes';

const BUDGET_ALLOTMENT = '/rti/proactive-disclouser/budget-allotment';

/** Every proactive-disclosure page: its words, a disclosure published as a document, and the way back to the index. */
export default function DisclosurePage() {
  const { t } = useTranslation();
  const path = useLocation().pathname.replace(/\/+$/, '');
  const location = documentsListedAt(path);
  return (
    <WordsArticle>
      {path === BUDGET_ALLOTMENT && <ContentTable table={BUDGET_ALLOTMENT_TABLE} />}
      {location && <DocumentList location={location} emptyText={t('none')} />}
      <DisclosureIndexLink />
    </WordsArticle>
  );
}
