import type { PublicNotificationItem } from '@seedcorp/contracts';
import { useTranslation } from '../../i18n/translation';
import { LoadedList } from '../../features/api/components/LoadedList';
import { PdfLink } from '../../features/documents/components/PdfLink';
import { usePageReads } from '../../features/api/use-page-reads';
import { useDocumentSection } from '../../features/notifications/hooks/use-document-section';
import { NumberedTable } from '../../layout/NumberedTable';
import { PageTitle } from '../../layout/PageTitle';
import type { LATEST_NEWS_PAGE } from './pages';

export default function LatestNewsPage() {
  const { t } = useTranslation();
  const { data, loading } = useDocumentSection(usePageReads<typeof LATEST_NEWS_PAGE>().news);
  return (
    <article>
      <PageTitle />
      <LoadedList loading={loading} items={data} emptyText={t('none')}>
        {(items) => (
          <NumberedTable<PublicNotificationItem>
            label={t('/latest-news')}
            serialHeader={t('serial')}
            columns={[
              { header: t('title'), cell: (item) => item.title },
              {
                header: t('document'),
                cell: (item) => (
                  <PdfLink href={item.url} bytes={item.bytes}>
                    <span className="visually-hidden">{item.title}</span>
                  </PdfLink>
                ),
              },
            ]}
            rows={items}
          />
        )}
      </LoadedList>
    </article>
  );
}
