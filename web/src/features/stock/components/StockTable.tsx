import { SEED_CLASS_NAMES, type PublicStockLine } from '@seedcorp/contracts';
import { formatIndian } from '@seedcorp/web-shared/content/cell-format';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { UpdatedAt } from './UpdatedAt';

/** A column of a stock table: its header, and what each row shows under it. */
export interface StockColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Shown first when a phone lays each row out as a card. */
  lead?: boolean;
  numeric?: boolean;
}

/**
 * Rows of stock as a real `<table>` named by the heading `labelledBy` points at, its first column naming each row; on
 * a phone each row reads as a card (the published tables' layout), so nothing scrolls sideways.
 */
export function StockTable<Row>({
  labelledBy,
  columns,
  rows,
  rowKey,
}: {
  labelledBy: string;
  columns: readonly StockColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
}) {
  const [first, ...rest] = columns;
  const className = (column: StockColumn<Row>) =>
    [column.numeric && 'numeric', column.lead && 'lead'].filter(Boolean).join(' ') || undefined;
  return (
    <div className="table-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="content-table content-table--cards stock-table" role="table" aria-labelledby={labelledBy}>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} scope="col" role="columnheader" className={className(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} role="row">
              <th scope="row" role="rowheader" className={className(first)} data-label={first.header}>
                {first.cell(row)}
              </th>
              {rest.map((column) => (
                <td key={column.header} role="cell" className={className(column)} data-label={column.header}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Bags on hand, 0 said plainly: none in stock. */
export function Bags({ bags }: { bags: number }) {
  const { t } = useTranslation();
  return bags === 0 ? <strong className="stock-none">{t('stockNone')}</strong> : <>{formatIndian(bags)}</>;
}

/** The farmer's price, or plainly that it is not available (no row of the list applies, or the lists cannot be read). */
export function FarmerRate({ rate, priced }: { rate: number | null; priced: boolean }) {
  const { t } = useTranslation();
  if (!priced || rate === null) return <span className="stock-no-rate">{t('stockRateNotAvailable')}</span>;
  return <>{formatIndian(rate, Number.isInteger(rate) ? undefined : 2)}</>;
}

/**
 * The columns every stock line shows, after what names it: its seed class, bag size, bags (0 said plainly: none in
 * stock), the farmer's price, or plainly that it is not available, and when it was last changed.
 */
export function useLineColumns<Row>(
  lineOf: (row: Row) => PublicStockLine,
  priced: (row: Row) => boolean,
  now: number,
): StockColumn<Row>[] {
  const { t, language } = useTranslation();
  return [
    { header: t('stockSeedClass'), cell: (row) => SEED_CLASS_NAMES[lineOf(row).seedClass][language] },
    { header: t('stockBagSize'), cell: (row) => t('stockBagKg', { kg: lineOf(row).bagKg }), numeric: true },
    { header: t('stockBags'), lead: true, numeric: true, cell: (row) => <Bags bags={lineOf(row).bags} /> },
    {
      header: t('stockPrice'),
      lead: true,
      numeric: true,
      cell: (row) => <FarmerRate rate={lineOf(row).farmerRate} priced={priced(row)} />,
    },
    { header: t('stockUpdated'), cell: (row) => <UpdatedAt at={lineOf(row).updatedAt} now={now} /> },
  ];
}
