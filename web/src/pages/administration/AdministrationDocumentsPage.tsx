import { useTranslation } from '../../i18n/translation';
import { useLocation } from 'react-router-dom';
import { WordsArticle } from '../../features/content/components/PageWords';
import { DocumentList } from '../../features/notifications/components/DocumentList';
import { documentsListedAt } from '../../routes';

/** Every /administration document page: its words, then the documents of the section its route names. */
export default function AdministrationDocumentsPage() {
  const { t } = useTranslation();
  const location = documentsListedAt(useLocation().pathname);
  return <WordsArticle>{location && <DocumentList location={location} emptyText={t('noneStop')} />}</WordsArticle>;
}
