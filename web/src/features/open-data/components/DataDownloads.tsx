import { useTranslation } from '../../../i18n/translation';
import type { DataFormat } from '../data-addresses';

/** "Download: CSV, JSON" under a table; each link also names the table, for a screen reader listing the links. */
export function DataDownloads({ addresses, name }: { addresses: Record<DataFormat, string>; name: string }) {
  const { t } = useTranslation();
  const named = <span className="visually-hidden">{t('tableDownloadOf', { table: name })}</span>;
  return (
    <p className="table-downloads">
      {t('tableDownloads')}:{' '}
      <a href={addresses.csv} type="text/csv">
        CSV{named}
      </a>
      ,{' '}
      <a href={addresses.json} type="application/json">
        JSON{named}
      </a>
    </p>
  );
}
