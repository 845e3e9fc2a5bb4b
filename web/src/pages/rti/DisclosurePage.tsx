import { useTranslation } from '../../i18n/translation';
import { WordsArticle } from '../../features/content/components/PageWords';
import { DocumentList } from '../../features/notifications/components/DocumentList';
import { DisclosureIndexLink } from '../../features/rti/components/DisclosureIndexLink';
import { usePageReads } from '../../features/api/use-page-reads';
import type { DisclosurePage as Page } from './pages';

/** Every proactive-disclosure page: its words, a disclosure published as a document, and the way back to the index. */
export default function DisclosurePage() {
  const { t } = useTranslation();
  const { documents } = usePageReads<Page>();
  return (
    <WordsArticle>
      {documents && <DocumentList documents={documents} emptyText={t('none')} />}
      <DisclosureIndexLink />
    </WordsArticle>
  );
}
