import type { PublicStock } from '@seedcorp/contracts';
import { useTranslation } from '../../../i18n/translation';
import { useContentLanguage } from '../../content/use-content-language';
import { atCounter, type CounterSeasonStock } from '../stock-lines';
import { StockTable, useLineColumns, type StockColumn } from './StockTable';

type CounterLine = { season: CounterSeasonStock; line: CounterSeasonStock['lines'][number] };

/** The seed in stock at one counter, in both kinds of season: each line with its season, crop and variety. */
export function CounterStock({
  counterKey,
  stocks,
  now,
  headingId,
}: {
  counterKey: string;
  stocks: readonly PublicStock[];
  now: number;
  /** The heading the table is named by. */
  headingId: string;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const rows: CounterLine[] = atCounter(stocks, counterKey).flatMap((season) =>
    season.lines.map((line) => ({ season, line })),
  );
  const columns: StockColumn<CounterLine>[] = [
    {
      header: t('stockCropAndVariety'),
      lead: true,
      cell: ({ line }) =>
        t('stockCropVariety', {
          crop: line.cropName[language] || line.cropName.en,
          variety: line.variety[language] || line.variety.en,
        }),
    },
    { header: t('stockSeason'), cell: ({ season }) => season.title[language] || season.title.en },
    ...useLineColumns<CounterLine>(
      ({ line }) => line,
      ({ season }) => season.priced,
      now,
    ),
  ];
  if (rows.length === 0) return <p className="empty-section">{t('counterNoStock')}</p>;
  return (
    <StockTable
      labelledBy={headingId}
      columns={columns}
      rows={rows}
      rowKey={({ season, line }) => `${season.season}-${line.crop}-${line.variety.en}-${line.seedClass}-${line.bagKg}`}
    />
  );
}
