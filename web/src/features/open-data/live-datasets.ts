import {
  CONTENT_PLACEHOLDER,
  SEED_CLASS_NAMES,
  type Bilingual,
  type CellValue,
  type ContentColumn,
  type PublicSaleCounter,
  type SeasonKind,
} from '@seedcorp/contracts';
import { ROUTES } from '../../route-paths';
import type { StockRead } from '../stock/stock-read';
import type { LiveDataset } from './open-data-files';

/**
 * The open data read from the sales service's records: the sale counters, and the seed in stock at them in each kind
 * of season. Each is a file made when it is asked for (and kept by the renderer until the next change, like a page),
 * in the shapes the published tables' files have: a CSV with a Hindi column beside each text column that has Hindi,
 * and JSON records with a text's Hindi as `{en, hi}`.
 */

export const SALE_COUNTERS_DATASET = 'sale-counters';

export const STOCK_DATASETS: Readonly<Record<SeasonKind, string>> = { Rabi: 'rabi-stock', Kharif: 'kharif-stock' };

/** Where each is shown. */
const STOCK_PAGES: Readonly<Record<SeasonKind, string>> = {
  Rabi: ROUTES.rabiAvailability,
  Kharif: ROUTES.kharifAvailability,
};

const column = (
  key: string,
  en: string,
  hi: string,
  type: ContentColumn['type'] = 'text',
  unit?: string,
): ContentColumn => ({ key, header: { en, hi }, type, required: false, ...(unit ? { unit } : {}) });

/** A text as a published table keeps it: one string where both languages say the same (a code, a placeholder). */
const textCell = (text: Bilingual): CellValue =>
  text.hi && text.hi !== text.en ? { en: text.en, hi: text.hi } : text.en;

const OPEN: Bilingual = { en: 'Open', hi: 'खुला' };
const CLOSED: Bilingual = { en: 'Closed', hi: 'बंद' };

const COUNTER_COLUMNS: ContentColumn[] = [
  column('key', 'Counter key', 'केंद्र कुंजी'),
  column('regionalUnit', 'Regional Unit', 'क्षेत्रीय इकाई'),
  column('name', 'Counter Name', 'केंद्र का नाम'),
  column('district', 'District', 'ज़िला'),
  column('official', 'Official', 'अधिकारी'),
  column('designation', 'Designation', 'पदनाम'),
  column('mobile', 'Mobile', 'मोबाइल', 'phone'),
  column('address', 'Address', 'पता'),
  column('openingHours', 'Opening hours', 'खुलने का समय'),
  column('latitude', 'Latitude', 'अक्षांश', 'quantity', 'degrees'),
  column('longitude', 'Longitude', 'देशांतर', 'quantity', 'degrees'),
  column('status', 'Status', 'स्थिति'),
];

/**
 * Every counter in display order, a closed one as closed. The public read carries no time of change, so the file is
 * dated when it was read.
 */
export function saleCountersDataset(counters: readonly PublicSaleCounter[], readAt: string): LiveDataset {
  return {
    key: SALE_COUNTERS_DATASET,
    page: '/marketing/sale-counters',
    caption: { en: 'Sale counters by regional unit', hi: 'क्षेत्रीय इकाई के अनुसार बिक्री केंद्र' },
    kind: 'table',
    columns: COUNTER_COLUMNS,
    rows: counters.map((counter) => ({
      key: counter.key,
      regionalUnit: textCell(counter.regionalUnit),
      name: textCell(counter.name),
      // A district the corporation has not given is its placeholder, as in every table the site publishes.
      district: counter.district ?? CONTENT_PLACEHOLDER,
      official: counter.official,
      designation: textCell(counter.designation),
      mobile: counter.mobile,
      address: textCell(counter.address),
      openingHours: textCell(counter.openingHours),
      latitude: counter.latitude,
      longitude: counter.longitude,
      status: textCell(counter.closed ? CLOSED : OPEN),
    })),
    readAt,
  };
}

const STOCK_COLUMNS: ContentColumn[] = [
  column('season', 'Season', 'मौसम'),
  column('crop', 'Crop', 'फ़सल'),
  column('variety', 'Variety', 'किस्म'),
  column('seedClass', 'Seed class', 'बीज की श्रेणी'),
  column('bagKg', 'Bag size', 'बैग का वज़न', 'quantity', 'kg'),
  column('bags', 'Bags in stock', 'स्टॉक में बैग', 'whole'),
  column('farmerRate', 'Price to the farmer (Rs per quintal)', 'किसान के लिए दर (रुपये प्रति क्विंटल)', 'rupees'),
  column('counterKey', 'Counter key', 'केंद्र कुंजी'),
  column('counter', 'Sale counter', 'बिक्री केंद्र'),
  column('regionalUnit', 'Regional Unit', 'क्षेत्रीय इकाई'),
  column('district', 'District', 'ज़िला'),
  column('counterStatus', 'Counter status', 'केंद्र की स्थिति'),
  column('updatedAt', 'Updated at', 'अद्यतन का समय'),
];

/**
 * Every counter's lines when the read of every district gives only each variety's totals (many counters keep stock):
 * the reads of each of its districts, joined, each season's lines in the varieties' order the whole read gives. A
 * counter whose district is not stated is in no district's read: its lines cannot be given.
 */
export function joinedDistricts(whole: StockRead, districts: readonly StockRead[]): StockRead {
  if (whole.listed) return whole;
  const counters = new Map(districts.flatMap((stock) => stock.counters).map((counter) => [counter.key, counter]));
  return {
    ...whole,
    listed: true,
    counters: [...counters.values()],
    seasons: whole.seasons.map((season) => {
      const order = new Map(
        season.varieties.map((variety, index) => [`${variety.crop}\n${variety.variety.en}`, index]),
      );
      const rank = (line: StockRead['seasons'][number]['lines'][number]) =>
        order.get(`${line.crop}\n${line.variety.en}`) ?? order.size;
      const lines = districts
        .flatMap((stock) => stock.seasons.find((each) => each.season === season.season)?.lines ?? [])
        .sort((a, b) => rank(a) - rank(b));
      return { ...season, lines };
    }),
  };
}

/**
 * Every line of the kind's current season (and the next, once it has stock), as the availability page lists them,
 * each with its counter. A rate that cannot be read or applies to no row is empty, never a guess. It changed last
 * when its newest line did.
 */
export function stockDataset(kind: SeasonKind, stock: StockRead): LiveDataset {
  const counters = new Map(stock.counters.map((counter) => [counter.key, counter]));
  const lines = stock.seasons.flatMap((season) => season.lines.map((line) => ({ season, line })));
  const newest = lines.map(({ line }) => line.updatedAt).sort((a, b) => Date.parse(b) - Date.parse(a))[0];
  return {
    key: STOCK_DATASETS[kind],
    page: STOCK_PAGES[kind],
    caption:
      kind === 'Rabi'
        ? { en: 'Rabi seed in stock at the sale counters', hi: 'बिक्री केंद्रों पर स्टॉक में रबी बीज' }
        : { en: 'Kharif seed in stock at the sale counters', hi: 'बिक्री केंद्रों पर स्टॉक में खरीफ़ बीज' },
    kind: 'table',
    columns: STOCK_COLUMNS,
    rows: lines.map(({ season, line }) => {
      const counter = counters.get(line.counterKey);
      return {
        season: season.season,
        crop: textCell(line.cropName),
        variety: textCell(line.variety),
        seedClass: textCell(SEED_CLASS_NAMES[line.seedClass]),
        bagKg: line.bagKg,
        bags: line.bags,
        farmerRate: season.priced ? line.farmerRate : null,
        counterKey: line.counterKey,
        counter: counter ? textCell(counter.name) : CONTENT_PLACEHOLDER,
        regionalUnit: counter ? textCell(counter.regionalUnit) : CONTENT_PLACEHOLDER,
        district: counter?.district ?? CONTENT_PLACEHOLDER,
        counterStatus: counter ? textCell(counter.closed ? CLOSED : OPEN) : CONTENT_PLACEHOLDER,
        updatedAt: line.updatedAt,
      };
    }),
    readAt: stock.readAt,
    ...(newest ? { changedAt: newest } : {}),
  };
}
