import { NOTIFICATION_MESSAGES, type TenderItem } from '@seedcorp/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { toast } from '../../toasts/toasts';
import { Loading } from '../../api/components/Loading';
import type { PageRead } from '../../api/page-loader';
import { useRead } from '../../api/use-page-read';
import { PdfLink } from '../../documents/components/PdfLink';
import { displayDate, filterTenders } from '../tender-filter';
import { NumberedTable } from '../../../layout/NumberedTable';
import { defineIsland } from '../../../islands/island';

const NO_TENDERS: TenderItem[] = [];

/** The tender table of /tenders and /tenders/archived, loaded on each visit; a failure is a toast. */
function TenderList({ tenders }: { tenders: PageRead<TenderItem[]> }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const { data, loading } = useRead(tenders, NO_TENDERS, (error) =>
    toast.error(
      error.answeredWithoutSuccess
        ? t('fetchNotificationsFailed', { defaultValue: NOTIFICATION_MESSAGES.fetchFailed })
        : error.message,
    ),
  );
  const shown = useMemo(() => filterTenders(data, text), [data, text]);

  return (
    <>
      <div className="table-search" role="search" aria-label={t('tenderSearch')}>
        <label htmlFor="tender-search" className="visually-hidden">
          {t('tenderSearch')}
        </label>
        <input
          id="tender-search"
          type="search"
          placeholder={t('tenderSearchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="button" onClick={() => setText('')}>
          {t('reset')}
        </button>
      </div>
      {loading ? (
        <Loading />
      ) : (
        <NumberedTable<TenderItem>
          label={t(tenders.read.argument === 'Tender' ? '/tenders' : '/tenders/archived')}
          serialHeader={t('serial')}
          columns={[
            { header: t('tenderNotices'), cell: (tender) => tender.title },
            { header: t('lastDate'), cell: (tender) => displayDate(tender.subDate) },
            {
              header: t('tenderDocument'),
              cell: (tender) => (
                <PdfLink href={tender.url} bytes={tender.bytes} download={`${tender.title}.pdf`}>
                  {tender.title}.pdf
                </PdfLink>
              ),
            },
          ]}
          rows={shown}
          emptyText={t('noRecords')}
        />
      )}
    </>
  );
}

/** The search box filters the table as the visitor types. */
export const TenderListIsland = defineIsland('tenderList', TenderList, [
  'tenderSearch',
  'tenderSearchPlaceholder',
  'reset',
  '/tenders',
  '/tenders/archived',
  'serial',
  'tenderNotices',
  'lastDate',
  'tenderDocument',
  'noRecords',
  'fetchNotificationsFailed',
  'loading',
  'pdf',
  'newTab',
]);
