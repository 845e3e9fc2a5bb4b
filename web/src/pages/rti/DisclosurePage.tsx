import { useTranslation } from '../../i18n/translation';
import { useLocation } from 'react-router-dom';
import { WordsArticle } from '../../features/content/components/PageWords';
import { DocumentList } from '../../features/notifications/components/DocumentList';
import { DisclosureIndexLink } from '../../features/rti/components/DisclosureIndexLink';
import { documentsListedAt } from '../../routes';

/** Every proactive-disclosure page: its words, a disclosure published as a document, and the way back to the index. */
export default function DisclosurePage() {
  const { t } = useTranslation();
  const location = documentsListedAt(useLocation().pathname.replace(/\/+$/, ''));
  return (
    <WordsArticle>
      {location && <DocumentList location={location} emptyText={t('none')} />}
      <DisclosureIndexLink />
    </WordsArticle>
  );
}
