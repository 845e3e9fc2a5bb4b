import { DISTRICT_NOT_STATED, districtName, type PublicSaleCounter, type PublicStock } from '@seedcorp/contracts';
import { isContentPlaceholder, telHref } from '@seedcorp/web-shared/content/cell-format';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { ROUTES } from '../../../route-paths';
import { Loading } from '../../api/components/Loading';
import type { PageRead } from '../../api/page-loader';
import { useRead } from '../../api/use-page-read';
import { useContentLanguage } from '../../content/use-content-language';
import { DataDownloads } from '../../open-data/components/DataDownloads';
import { dataAddresses } from '../../open-data/data-addresses';
import { SALE_COUNTERS_DATASET } from '../../open-data/live-datasets';
import { CounterStock } from '../../stock/components/CounterStock';
import { districtQuery } from '../../stock/district-query';
import { useNow } from '../../stock/hooks/use-now';
import type { StockRead } from '../../stock/stock-read';
import { counterAnchor } from '../counter-anchor';
import { districtText } from '../district-text';
import { byRegionalUnit } from '../counter-groups';
import { Stated } from './Stated';
import { UPDATED_TEXT_KEYS } from '../../stock/updated-time';
import { defineIsland } from '../../../islands/island';

/**
 * Where a counter's stock is read while the reads of every district give no counter's lines: the availability pages
 * narrowed to its district (a page of a few counters), or to the counters whose district is not stated.
 */
function StockByDistrict({ district: recorded }: { district: string | null }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const chosen = recorded ?? DISTRICT_NOT_STATED;
  const district = recorded && districtName(recorded, language);
  return (
    <>
      <p>{district ? t('counterStockInDistrict', { district }) : t('counterStockNoDistrict')}</p>
      <ul className="counter-stock-links">
        <li>
          <a href={`${ROUTES.rabiAvailability}${districtQuery(chosen)}`}>
            {district ? t('counterRabiInDistrict', { district }) : t('counterRabiNoDistrict')}
          </a>
        </li>
        <li>
          <a href={`${ROUTES.kharifAvailability}${districtQuery(chosen)}`}>
            {district ? t('counterKharifInDistrict', { district }) : t('counterKharifNoDistrict')}
          </a>
        </li>
      </ul>
    </>
  );
}

function CounterSection({
  counter,
  serial,
  stocks,
  now,
}: {
  counter: PublicSaleCounter;
  /** Its number in the list, as the corporation's table numbered its counters: it tells apart two still unnamed. */
  serial: number;
  /** Both kinds of season's stock; undefined while it cannot be read, which is said rather than shown as none. */
  stocks: readonly PublicStock[] | undefined;
  now: number;
}) {
  const { t } = useTranslation();
  const anchor = counterAnchor(counter.key);
  const fields: [label: string, value: ReactNode][] = [
    [t('counterDistrict'), <Stated text={districtText(counter.district)} />],
    [t('counterOfficial'), <Stated text={counter.official} />],
    [t('designation'), <Stated text={counter.designation} />],
    [
      t('mobile'),
      isContentPlaceholder(counter.mobile) ? (
        <Stated text={counter.mobile} />
      ) : (
        <a href={telHref(counter.mobile)}>{counter.mobile}</a>
      ),
    ],
    [t('address'), <Stated text={counter.address} />],
    [t('counterOpeningHours'), <Stated text={counter.openingHours} />],
  ];
  return (
    <article id={anchor} className="sale-counter" aria-labelledby={`${anchor}-name`}>
      <h3 id={`${anchor}-name`}>
        {serial}. <Stated text={counter.name} />
        {counter.closed && (
          <>
            {' '}
            <strong className="counter-closed">{t('stockCounterClosed')}</strong>
          </>
        )}
      </h3>
      {counter.closed && <p className="counter-closed-note">{t('counterClosed')}</p>}
      <dl className="record-fields counter-fields">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h4 id={`${anchor}-stock`}>{t('counterStock')}</h4>
      {!stocks ? (
        <p className="load-problem">{t('stockUnavailable')}</p>
      ) : stocks.every((stock) => stock.listed) ? (
        <CounterStock counterKey={counter.key} stocks={stocks} now={now} headingId={`${anchor}-stock ${anchor}-name`} />
      ) : (
        <StockByDistrict district={counter.district} />
      )}
    </article>
  );
}

/**
 * The sale counters as the sales service keeps them, in display order under their regional units, each numbered at a
 * section of its own (`#counter-<key>`, which the stock pages link to) with its details, the placeholder marked
 * where the corporation has not given one, "Closed" on a closed counter, and the seed in stock there in both kinds
 * of season while the reads give every counter's lines; once many counters keep stock, links to its district's
 * stock instead, so the page stays one a phone can load.
 */
function SaleCounterDirectory(reads: {
  counters: PageRead<PublicSaleCounter[] | undefined>;
  rabi: PageRead<StockRead | undefined>;
  kharif: PageRead<StockRead | undefined>;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const counters = useRead(reads.counters, undefined);
  const rabi = useRead(reads.rabi, undefined);
  const kharif = useRead(reads.kharif, undefined);
  const now = useNow(rabi.data?.readAt ?? '');
  if (counters.loading || rabi.loading || kharif.loading) return <Loading />;
  if (!counters.data) return <p className="load-problem">{t('countersUnavailable')}</p>;
  const stocks = rabi.data && kharif.data ? [rabi.data, kharif.data] : undefined;
  const serials = new Map(counters.data.map((counter, index) => [counter.key, index + 1]));
  return (
    <>
      {byRegionalUnit(counters.data).map((group, index) => (
        <section key={group.regionalUnit.en} className="regional-unit" aria-labelledby={`regional-unit-${index}`}>
          <h2 id={`regional-unit-${index}`}>{group.regionalUnit[language] || group.regionalUnit.en}</h2>
          {group.counters.map((counter) => (
            <CounterSection
              key={counter.key}
              counter={counter}
              serial={serials.get(counter.key) ?? 0}
              stocks={stocks}
              now={now}
            />
          ))}
        </section>
      ))}
      <DataDownloads addresses={dataAddresses(SALE_COUNTERS_DATASET)} name={t('/marketing/sale-counters')} />
    </>
  );
}

/** An island for its clock: each counter's stock says how long ago it was updated, counted on the visitor's clock. */
export const SaleCounterDirectoryIsland = defineIsland('saleCounterDirectory', SaleCounterDirectory, [
  '/marketing/sale-counters',
  'address',
  'counterClosed',
  'counterDistrict',
  'counterKharifInDistrict',
  'counterKharifNoDistrict',
  'counterNoStock',
  'counterOfficial',
  'counterOpeningHours',
  'counterRabiInDistrict',
  'counterRabiNoDistrict',
  'counterStock',
  'counterStockInDistrict',
  'counterStockNoDistrict',
  'countersUnavailable',
  'designation',
  'mobile',
  'stockBagKg',
  'stockBagSize',
  'stockBags',
  'stockCounterClosed',
  'stockCropAndVariety',
  'stockCropVariety',
  'stockNone',
  'stockPrice',
  'stockRateNotAvailable',
  'stockSeason',
  'stockSeedClass',
  'stockUnavailable',
  'stockUpdated',
  'loading',
  'tableDownloadOf',
  'tableDownloads',
  ...UPDATED_TEXT_KEYS,
]);
