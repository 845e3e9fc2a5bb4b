import { useTranslation } from '../../i18n/translation';
import { WordsArticle } from '../../features/content/components/PageWords';
import { DocumentList } from '../../features/notifications/components/DocumentList';
import { usePageReads } from '../../features/api/use-page-reads';
import type { ANTI_STUBBLE_CAMPAIGN_PAGE } from './pages';

/** The campaign's documents are listed under the words' "Scheme and guidelines" heading. */
export default function AntiStubbleCampaignPage() {
  const { t } = useTranslation();
  const { documents } = usePageReads<typeof ANTI_STUBBLE_CAMPAIGN_PAGE>();
  return (
    <WordsArticle
      after={{ 'scheme-and-guidelines': <DocumentList documents={documents} emptyText={t('noneStop')} /> }}
    />
  );
}
