import { useTranslation } from '../../i18n/translation';
import { WordsArticle } from '../../features/content/components/PageWords';
import { DocumentList } from '../../features/notifications/components/DocumentList';
import { usePageReads } from '../../features/api/use-page-reads';
import type { AdministrationDocumentsPage as Page } from './pages';

/** Every /administration document page: its words, then the documents of the section its route declares. */
export default function AdministrationDocumentsPage() {
  const { t } = useTranslation();
  const { documents } = usePageReads<Page>();
  return (
    <WordsArticle>
      <DocumentList documents={documents} emptyText={t('noneStop')} />
    </WordsArticle>
  );
}
