import {
  CONTENT_PLACEHOLDER,
  DISTRICT_NOT_STATED,
  districtName,
  type PublicSeasonStock,
  type PublicStockLine,
  type PublicVarietyStock,
  type SeasonKind,
} from '@seedcorp/contracts';
import { useTranslation } from '../../../i18n/translation';
import { Loading } from '../../api/components/Loading';
import type { PageRead } from '../../api/page-loader';
import { useRead } from '../../api/use-page-read';
import { useContentLanguage } from '../../content/use-content-language';
import { DataDownloads } from '../../open-data/components/DataDownloads';
import { dataAddresses } from '../../open-data/data-addresses';
import { STOCK_DATASETS } from '../../open-data/live-datasets';
import { counterAddress } from '../../sale-counters/counter-anchor';
import { Stated } from '../../sale-counters/components/Stated';
import { districtText } from '../../sale-counters/district-text';
import { districtInQuery } from '../district-query';
import { useNow } from '../hooks/use-now';
import type { StockRead } from '../stock-read';
import { UPDATED_TEXT_KEYS } from '../updated-time';
import { useSiteNavigation } from '../../navigation/site-navigation';
import { defineIsland } from '../../../islands/island';
import { byCropAndVariety, type StockCounter } from '../stock-lines';
import { Bags, FarmerRate, StockTable, useLineColumns, type StockColumn } from './StockTable';
import { UpdatedAt } from './UpdatedAt';

/** The district form: a plain GET form, so it narrows the page with JavaScript off too. */
function DistrictForm({ districts, chosen, action }: { districts: string[]; chosen?: string; action: string }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  // A district asked for that has no stock now is still the one shown as chosen.
  const offered = chosen && !districts.includes(chosen) ? [chosen, ...districts] : districts;
  return (
    <form method="get" action={action} className="stock-filter">
      <label htmlFor="stock-district">{t('stockDistrict')}</label>
      <select id="stock-district" name="district" defaultValue={chosen ?? ''}>
        <option value="">{t('stockAllDistricts')}</option>
        {offered.map((district) => (
          <option key={district} value={district}>
            {district === DISTRICT_NOT_STATED ? t('stockDistrictNotStated') : districtName(district, language)}
          </option>
        ))}
      </select>
      <button type="submit">{t('stockShow')}</button>
    </form>
  );
}

/** A counter as a stock line names it: its unit and name, a link to its section, and "Closed" if it is. */
function CounterLink({ counter }: { counter: StockCounter | undefined }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  if (!counter) return <Stated text={CONTENT_PLACEHOLDER} />;
  return (
    <>
      <a href={counterAddress(counter.key)}>
        {counter.regionalUnit[language] || counter.regionalUnit.en}: <Stated text={counter.name} />
      </a>
      {counter.closed && (
        <>
          {' '}
          <strong className="counter-closed">{t('stockCounterClosed')}</strong>
        </>
      )}
    </>
  );
}

/** Each variety's totals across the counters, for a read of every district that gives no counter's lines. */
function VarietyTotals({ season, now, labelledBy }: { season: PublicSeasonStock; now: number; labelledBy: string }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const columns: StockColumn<PublicVarietyStock>[] = [
    {
      header: t('stockCropAndVariety'),
      lead: true,
      cell: (variety) =>
        t('stockCropVariety', {
          crop: variety.cropName[language] || variety.cropName.en,
          variety: variety.variety[language] || variety.variety.en,
        }),
    },
    {
      header: t('stockCountersWith'),
      cell: ({ counters }) =>
        counters === 0 ? (
          <strong className="stock-none">{t('stockNone')}</strong>
        ) : (
          t(counters === 1 ? 'stockAtCounter' : 'stockAtCounters', { count: counters })
        ),
    },
    { header: t('stockTotalBags'), lead: true, numeric: true, cell: ({ bags }) => <Bags bags={bags} /> },
    {
      header: t('stockPrice'),
      lead: true,
      numeric: true,
      cell: ({ farmerRate }) => <FarmerRate rate={farmerRate} priced={season.priced} />,
    },
    { header: t('stockUpdated'), cell: ({ updatedAt }) => <UpdatedAt at={updatedAt} now={now} /> },
  ];
  return (
    <StockTable
      labelledBy={labelledBy}
      columns={columns}
      rows={season.varieties}
      rowKey={(variety) => `${variety.crop}-${variety.variety.en}`}
    />
  );
}

/** Each counter's lines, variety by variety: the read gives them for one district, or for all while few keep stock. */
function CounterLines({
  season,
  counters,
  now,
  id,
}: {
  season: PublicSeasonStock;
  counters: ReadonlyMap<string, StockCounter>;
  now: number;
  id: string;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const columns: StockColumn<PublicStockLine>[] = [
    {
      header: t('stockCounter'),
      lead: true,
      cell: (line) => <CounterLink counter={counters.get(line.counterKey)} />,
    },
    {
      header: t('counterDistrict'),
      cell: (line) => <Stated text={districtText(counters.get(line.counterKey)?.district ?? null)} />,
    },
    ...useLineColumns<PublicStockLine>(
      (line) => line,
      () => season.priced,
      now,
    ),
  ];
  return (
    <>
      {byCropAndVariety(season.lines).map((group, index) => (
        <div className="stock-variety" key={`${group.crop}-${group.variety.en}`}>
          <h4 id={`${id}-${index}`}>
            {t('stockCropVariety', {
              crop: group.cropName[language] || group.cropName.en,
              variety: group.variety[language] || group.variety.en,
            })}
          </h4>
          <StockTable
            labelledBy={`${id} ${id}-${index}`}
            columns={columns}
            rows={group.lines}
            rowKey={(line) => `${line.counterKey}-${line.seedClass}-${line.bagKg}`}
          />
        </div>
      ))}
    </>
  );
}

function SeasonStock({
  season,
  counters,
  listed,
  district,
  now,
  id,
}: {
  season: PublicSeasonStock;
  counters: ReadonlyMap<string, StockCounter>;
  listed: boolean;
  district: string | undefined;
  now: number;
  id: string;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const title = season.title[language] || season.title.en;
  return (
    <section className="stock-season" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {!season.priced && <p className="stock-note">{t('stockRatesUnavailable')}</p>}
      {season.varieties.length === 0 ? (
        <p className="empty-section">
          {district === DISTRICT_NOT_STATED
            ? t('stockNoDistrictEmpty', { season: title })
            : district
              ? t('stockDistrictEmpty', { district: districtName(district, language), season: title })
              : t('stockSeasonEmpty', { season: title })}
        </p>
      ) : listed ? (
        <CounterLines season={season} counters={counters} now={now} id={id} />
      ) : (
        <VarietyTotals season={season} now={now} labelledBy={id} />
      )}
    </section>
  );
}

/**
 * The seed of a kind of season in stock at the sale counters, as the sales service keeps it: each season, each crop
 * and variety in the read's order, the counters that have it. `?district=` narrows it to one district's counters:
 * the read itself is of that district (see `features/content/page-data`), on the server and in the browser alike.
 * While the read of every district gives no counter's lines (many counters keep stock), each variety's totals are
 * shown instead, and the visitor is asked to choose a district.
 */
function StockAvailability({ season, stock }: { season: SeasonKind; stock: PageRead<StockRead | undefined> }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { pathname, search } = useSiteNavigation();
  const district = districtInQuery(search);
  const { data, loading } = useRead(stock, undefined);
  const now = useNow(data?.readAt ?? '');
  const districts = data?.districts ?? [];
  const counters = new Map(data?.counters.map((counter) => [counter.key, counter]));
  const heading = t('stockHeading');
  return (
    <section className="stock" aria-labelledby="stock-heading">
      <h2 id="stock-heading">{heading}</h2>
      {loading ? (
        <Loading />
      ) : !data ? (
        <p className="load-problem">{t('stockUnavailable')}</p>
      ) : (
        <>
          {(district || districts.length > 0) && (
            <DistrictForm districts={districts} chosen={district} action={pathname} />
          )}
          {district && (
            <p className="stock-narrowed">
              {district === DISTRICT_NOT_STATED
                ? t('stockShowingNoDistrict')
                : t('stockShowingDistrict', { district: districtName(district, language) })}{' '}
              <a href={pathname}>{t('stockShowAllDistricts')}</a>
            </p>
          )}
          {!data.listed && <p className="stock-choose-district">{t('stockChooseDistrict')}</p>}
          {data.seasons.map((shown, index) => (
            <SeasonStock
              key={shown.season}
              id={`stock-season-${index}`}
              season={shown}
              counters={counters}
              listed={data.listed}
              district={district}
              now={now}
            />
          ))}
          <DataDownloads addresses={dataAddresses(STOCK_DATASETS[season])} name={heading} />
        </>
      )}
    </section>
  );
}

/**
 * An island for the clock alone: each line says how long ago it was updated, counted on the visitor's clock, so a page
 * kept open or saved for reading offline says how old its figures are now. The district form is a plain form.
 */
export const StockAvailabilityIsland = defineIsland('stockAvailability', StockAvailability, [
  'counterDistrict',
  'counterNoStock',
  'loading',
  'newTab',
  'pdf',
  'stockAllDistricts',
  'stockBagKg',
  'stockBagSize',
  'stockBags',
  'stockChooseDistrict',
  'stockCounter',
  'stockCounterClosed',
  'stockCountersWith',
  'stockAtCounter',
  'stockAtCounters',
  'stockCropAndVariety',
  'stockCropVariety',
  'stockDistrict',
  'stockDistrictEmpty',
  'stockDistrictNotStated',
  'stockHeading',
  'stockNoDistrictEmpty',
  'stockNone',
  'stockPrice',
  'stockRateNotAvailable',
  'stockRatesUnavailable',
  'stockSeason',
  'stockSeasonEmpty',
  'stockSeedClass',
  'stockShow',
  'stockShowAllDistricts',
  'stockShowingDistrict',
  'stockShowingNoDistrict',
  'stockTotalBags',
  'stockUnavailable',
  'stockUpdated',
  'tableDownloadOf',
  'tableDownloads',
  ...UPDATED_TEXT_KEYS,
]);
