import type { PublicContentTable } from '@seedcorp/contracts';
import { termsText, type ContentLanguage } from '@seedcorp/web-shared/content/cell-format';
import { EarlierRateLists, PublishedTable } from '@seedcorp/web-shared/content/PublishedTable';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { Loading } from '../../api/components/Loading';
import { DataDownloads } from '../../open-data/components/DataDownloads';
import { dataAddresses, type ListTerms } from '../../open-data/data-addresses';
import { useContentLanguage } from '../use-content-language';
import { useEarlierRateLists, usePublishedTable } from '../use-page-words';

/** The downloads of a table's current version, or of one of its rate lists. */
const TableDownloads = ({ tableKey, list, name }: { tableKey: string; list?: ListTerms; name: string }) => (
  <DataDownloads addresses={dataAddresses(tableKey, list)} name={name} />
);

const captionIn = (table: PublicContentTable, language: ContentLanguage) => table.caption[language] || table.caption.en;

function EarlierLists({ table }: { table: PublicContentTable }) {
  const language = useContentLanguage();
  const { data } = useEarlierRateLists(table.key);
  return (
    <EarlierRateLists
      table={table}
      earlier={data}
      language={language}
      after={(list) => (
        <TableDownloads
          tableKey={table.key}
          list={list}
          name={`${captionIn(table, language)}, ${termsText(list, language)}`}
        />
      )}
    />
  );
}

/** How a page lays out a table's rows when a table is not the right shape for them (each vegetable as a card). */
export type TableView = (table: PublicContentTable, language: ContentLanguage) => ReactNode;

/**
 * One of the corporation's tables as last published (rates, counters, varieties ...), read with the page: in the
 * HTML the server sends, and again on client-side navigation, with its open-data files for download. A rate list
 * is followed by its earlier lists.
 */
export function SiteTable({ tableKey, view }: { tableKey: string; view?: TableView }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { data: table, loading } = usePublishedTable(tableKey);
  if (loading) return <Loading />;
  if (!table) return <p className="load-problem">{t('tableUnavailable')}</p>;
  return (
    <>
      {view ? view(table, language) : <PublishedTable table={table} language={language} />}
      <TableDownloads tableKey={table.key} name={captionIn(table, language)} />
      {table.kind === 'rateList' && <EarlierLists table={table} />}
    </>
  );
}
