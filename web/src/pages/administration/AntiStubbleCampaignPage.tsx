import { useTranslation } from '../../i18n/translation';
import { WordsArticle } from '../../features/content/components/PageWords';
import { DocumentList } from '../../features/notifications/components/DocumentList';

/** The campaign's documents are listed under the words' "Scheme and guidelines" heading. */
export default function AntiStubbleCampaignPage() {
  const { t } = useTranslation();
  return (
    <WordsArticle
      after={{ 'scheme-and-guidelines': <DocumentList location="Anti Stubble Burning" emptyText={t('noneStop')} /> }}
    />
  );
}
