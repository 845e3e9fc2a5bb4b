import { CONTENT_PLACEHOLDER, type Bilingual, type CellValue, type ContentRow } from './content';
import { findFieldCrop, SEASON_KINDS, type SeasonKind } from './crops';
import { DISTRICTS } from './directories';
import { blank, longerThan, type FormRules } from './form-rules';

/** The record type the audit trail names a stock line's changes by. */
export const STOCK_LINE_RECORD_TYPE = 'stockLine';

/** The classes of seed a counter sells; breeder seed never reaches a counter. */
export const SEED_CLASSES = ['foundation', 'certified'] as const;
export type SeedClass = (typeof SEED_CLASSES)[number];

/** Hindi drafted, for the corporation's review (as are the reasons' and the season kinds' below). */
export const SEED_CLASS_NAMES: Record<SeedClass, Bilingual> = {
  foundation: { en: 'Foundation', hi: 'आधार' },
  certified: { en: 'Certified', hi: 'प्रमाणित' },
};

/**
 * Why the bags on hand changed. Received, sold and transferred give the bags that moved; a correction gives the
 * bags counted on hand.
 */
export const STOCK_CHANGE_REASONS = ['received', 'sold', 'transferred', 'correction'] as const;
export type StockChangeReason = (typeof STOCK_CHANGE_REASONS)[number];

export const STOCK_CHANGE_REASON_NAMES: Record<StockChangeReason, Bilingual> = {
  received: { en: 'Received', hi: 'प्राप्त' },
  sold: { en: 'Sold at the counter', hi: 'काउंटर पर बिक्री' },
  transferred: { en: 'Transferred to another counter', hi: 'दूसरे काउंटर को भेजा' },
  correction: { en: 'Correction after a count', hi: 'गिनती के बाद सुधार' },
};

/** What takes bags away: never more than are on hand. */
const TAKES_AWAY: readonly StockChangeReason[] = ['sold', 'transferred'];

export const STOCK_LIMITS = {
  /** Bags on one line, and bags moved in one change. */
  bags: 1_000_000,
  /** Bag sizes from a 250 g packet to a 50 kg sack, in whole grams. */
  bagKgMin: 0.25,
  bagKgMax: 50,
  note: 500,
  /** Rows of one stock load: every line of 80 counters with 40 varieties each, and room to spare. */
  loadRows: 5_000,
  /** Bytes of one stock load's file: 5,000 rows of long variety names fit well within it. */
  loadBytes: 1024 * 1024,
} as const;

/**
 * The columns of a stock load (a CSV, one row per counter and line), in this order: the counter by its key, as the
 * counters screen and the current stock's download give it; `bags` is the count on hand, recorded as a correction.
 */
export const STOCK_LOAD_COLUMNS = ['counter', 'season', 'crop', 'variety', 'seed_class', 'bag_kg', 'bags'] as const;

/**
 * A season as the rate lists name it: `Rabi 2026-27` (sown in the autumn of 2026) or `Kharif 2027`. Stock is kept
 * for a season that is current or the next of its kind, so a slip of the year is refused.
 */
const SEASON_PATTERN = /^(Rabi) (\d{4})-(\d{2})$|^(Kharif) (\d{4})$/;

export interface SeasonName {
  kind: SeasonKind;
  /** The calendar year its sowing starts in. */
  year: number;
}

export function parseSeason(text: unknown): SeasonName | undefined {
  if (typeof text !== 'string') return undefined;
  const match = SEASON_PATTERN.exec(text.trim());
  if (!match) return undefined;
  if (match[1]) {
    const year = Number(match[2]);
    return Number(match[3]) === (year + 1) % 100 ? { kind: 'Rabi', year } : undefined;
  }
  return { kind: 'Kharif', year: Number(match[5]) };
}

export function seasonName({ kind, year }: SeasonName): string {
  return kind === 'Rabi' ? `Rabi ${year}-${String((year + 1) % 100).padStart(2, '0')}` : `Kharif ${year}`;
}

export const SEASON_KIND_NAMES: Record<SeasonKind, Bilingual> = {
  Rabi: { en: 'Rabi', hi: 'रबी' },
  Kharif: { en: 'Kharif', hi: 'खरीफ' },
};

/** A season's name in both languages: `Rabi 2026-27`, `रबी 2026-27`. */
export function seasonTitle(season: string): Bilingual {
  const parsed = parseSeason(season);
  if (!parsed) return { en: season, hi: season };
  const years = seasonName(parsed).replace(/^\S+ /, '');
  return { en: `${SEASON_KIND_NAMES[parsed.kind].en} ${years}`, hi: `${SEASON_KIND_NAMES[parsed.kind].hi} ${years}` };
}

const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * The season of each kind whose seed is being sold on `now` (India time): Rabi seed from July, for sowing in the
 * autumn, until the next July; Kharif seed from November, for the next summer, until October.
 */
export function currentSeason(kind: SeasonKind, now: Date): string {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  const year = india.getUTCFullYear();
  const month = india.getUTCMonth() + 1;
  if (kind === 'Rabi') return seasonName({ kind, year: month >= 7 ? year : year - 1 });
  return seasonName({ kind, year: month >= 11 ? year + 1 : year });
}

/** The seasons stock may be kept for on `now`: of each kind, the current one and the next. */
export function stockSeasons(now: Date): string[] {
  return SEASON_KINDS.flatMap((kind) => {
    const current = parseSeason(currentSeason(kind, now)) as SeasonName;
    return [seasonName(current), seasonName({ kind, year: current.year + 1 })];
  });
}

export const STOCK_MESSAGES = {
  publicSeason: 'The season must be Rabi or Kharif.',
  publicDistrict: 'District is not in the list of districts.',
  stockFetched: 'Stock fetched successfully.',
  historyFetched: 'Stock history fetched successfully.',
  stockChanged: 'Stock updated successfully.',
  counterRequired: 'Please choose the sale counter.',
  unknownCounter: 'Sale counter not found.',
  counterClosed: 'This sale counter is closed: its stock cannot change until it reopens.',
  season: 'The season must be the current or the next Rabi or Kharif season, written as Rabi 2026-27 or Kharif 2027.',
  unknownCrop: 'The crop is not one of the field crops the site lists.',
  seasonOfCrop: 'This crop is not sown in that season.',
  unknownVariety: "The variety is not in the crop's published list of varieties.",
  seedClass: 'The seed class must be foundation or certified.',
  bagKg: `The bag size must be a number of kg from ${STOCK_LIMITS.bagKgMin} to ${STOCK_LIMITS.bagKgMax}, in whole grams.`,
  reason: 'The reason must be received, sold, transferred or correction.',
  bags: `The number of bags must be a whole number from 0 to ${STOCK_LIMITS.bags}.`,
  bagsMoved: `The bags received, sold or transferred must be a whole number from 1 to ${STOCK_LIMITS.bags}.`,
  noteTooLong: `The note may be at most ${STOCK_LIMITS.note} characters.`,
  baseVersion: 'The version of the stock line the change is based on is required (0 for a new line).',
  notEnough: (onHand: number) =>
    `Only ${onHand} bags are on hand: record what was received first, or correct the count.`,
  staleLine: (bags: number) =>
    `Someone else changed this stock line first: it now holds ${bags} bags. Nothing was changed: the answer holds the line as it is now; make your change again on it.`,
  tooMany: `A line may hold at most ${STOCK_LIMITS.bags} bags.`,
  reservedBelow: (reserved: number) =>
    `${reserved} bags of this line are booked by farmers and not yet collected: the bags on hand cannot go below them.`,
  lineNotFound: 'Stock line not found.',
  catalogueUnavailable: 'The list of crops and varieties cannot be read just now. Please try again in a minute.',
  stockLoaded: (rows: number) => `Stock loaded: ${rows} ${rows === 1 ? 'row' : 'rows'} applied.`,
  loadRefused: (rows: number) =>
    `Nothing was loaded: ${rows} ${rows === 1 ? 'row has a problem' : 'rows have problems'}. Correct ${rows === 1 ? 'it' : 'them'} and load the whole file again.`,
  loadFile: 'Choose a CSV file of stock to load.',
  loadFileTooLarge: `The file may be at most ${STOCK_LIMITS.loadBytes / 1024 / 1024} MB.`,
  loadEmpty: 'The file has no rows of stock below its header.',
  loadHeader: `The first row must name the columns ${STOCK_LOAD_COLUMNS.join(', ')}, in that order.`,
  loadTooLarge: `A file may hold at most ${STOCK_LIMITS.loadRows} rows of stock.`,
  loadUnclosedQuote: 'A quotation mark is not closed.',
  loadCells: `The row must have the ${STOCK_LOAD_COLUMNS.length} cells the header names.`,
  loadFormula: 'A cell may not begin with =, +, -, @ or a tab: spreadsheets read that as a formula.',
  loadDuplicate: (row: number) => `The same line is already given in row ${row}.`,
  loadRow: (row: number, problem: string) => `Row ${row}: ${problem}`,
} as const;

/** One change of the bags on one line: the line named by its counter, season, crop, variety, class and bag size. */
export interface StockChangeRequest {
  counterKey: string;
  season: string;
  /** A field crop's slug (`wheat`). */
  crop: string;
  /** The variety's English name as the crop's published varieties table writes it. */
  variety: string;
  seedClass: SeedClass;
  bagKg: number;
  reason: StockChangeReason;
  /** The bags that moved, or for a correction the bags counted on hand. */
  bags: number;
  /** The `version` of the line as loaded: 0 for a line not yet kept. A change on any other is refused (409). */
  baseVersion: number;
  note?: string;
}

export interface StockListRequest {
  counterKey: string;
  season: string;
}

export interface StockLineKey {
  key: string;
}

/** A line as counter staff and the admin area see it. */
export interface StockLineItem {
  key: string;
  counterKey: string;
  season: string;
  crop: string;
  cropName: Bilingual;
  variety: Bilingual;
  seedClass: SeedClass;
  bagKg: number;
  bags: number;
  /** Of the bags on hand, those booked by farmers and not yet collected. */
  reserved: number;
  version: number;
  updatedAt: string;
}

/**
 * `stock/load`: a CSV file of stock (`STOCK_LOAD_COLUMNS`, UTF-8, comma- or tab-separated), uploaded as the
 * multipart file field `csv` (a form's file input), at most `STOCK_LIMITS.loadBytes`.
 */
export interface StockLoadRequest {
  csv?: unknown;
}

export interface StockLoadResult {
  /** Rows of the file, every one applied. */
  rows: number;
  /** Lines whose bags changed (a row giving the figure already on hand changes nothing and records nothing). */
  changed: number;
}

/**
 * A refused load's problems (in the 400 envelope's `data`), each naming its row as a spreadsheet numbers it: the
 * header is row 1.
 */
export interface StockLoadProblems {
  problems: { row: number; message: string }[];
}

/** One entry of a line's history. */
export interface StockChangeItem {
  at: string;
  /** The admin who made it, as named when they made it. */
  by: string;
  reason: StockChangeReason;
  before: number;
  after: number;
  note: string | null;
}

export interface StockHistory {
  line: StockLineItem;
  /** Newest first. */
  changes: StockChangeItem[];
}

/** `web/getStock`: the stock of one kind of season, at the counters of one district if one is given. */
export interface PublicStockRequest {
  season: SeasonKind;
  /** One of `DISTRICTS`, or `DISTRICT_NOT_STATED`; absent or empty: every district. */
  district?: string;
}

/**
 * The district a farmer chooses for the counters whose district the corporation has not stated yet: without it,
 * once the pages of every district give only totals, those counters' figures would be on no page.
 */
export const DISTRICT_NOT_STATED = 'Not stated';

/** What a public stock read may be narrowed to. */
export const STOCK_DISTRICTS: readonly string[] = [...DISTRICTS, DISTRICT_NOT_STATED];

/**
 * Beyond this many counters keeping a season's stock, the stock of every district at once is given variety by variety
 * only (how many counters have it, how many bags in all), and each counter's figures district by district: a page a
 * farmer's phone can load and the renderer can make within its budget, whatever the corporation's size.
 */
export const PUBLIC_STOCK_LISTED_COUNTERS = 10;

/**
 * A line as a farmer reads it: at which counter, how many bags (0 is said plainly: none in stock) of what, as of
 * when, and the farmer's rate in Rs per quintal from the season's rate list in force (null when no row applies).
 * `bags` are those free to buy or book: on hand less those booked and not yet collected.
 */
export interface PublicStockLine extends Omit<StockLineItem, 'key' | 'season' | 'version' | 'reserved'> {
  farmerRate: number | null;
}

/** A variety's stock in a season across the counters asked about, every class and bag size together. */
export interface PublicVarietyStock {
  crop: string;
  cropName: Bilingual;
  variety: Bilingual;
  /** Counters with at least one bag of it. */
  counters: number;
  bags: number;
  farmerRate: number | null;
  /** Its latest change at any of them. */
  updatedAt: string;
}

export interface PublicSeasonStock {
  season: string;
  title: Bilingual;
  /** False while the rate lists cannot be read: the stock is shown, its rates are not. */
  priced: boolean;
  /** In the field crops' order, then variety: every variety with a line, even at 0 bags. */
  varieties: PublicVarietyStock[];
  /**
   * Each counter's lines, in the varieties' order, then class, bag size and counter; empty when `listed` is false
   * (see `PUBLIC_STOCK_LISTED_COUNTERS`).
   */
  lines: PublicStockLine[];
}

/**
 * The current season of the kind (even with nothing recorded yet) and the next one once it has stock, with every
 * counter the lines name, so that a closed counter shows as closed.
 */
export interface PublicStock {
  seasons: PublicSeasonStock[];
  /** The district asked about, or null for every district. */
  district: string | null;
  /** Whether each counter's lines are given: always for one district, for every district only when few keep stock. */
  listed: boolean;
  /**
   * The districts of the counters keeping stock in these seasons, alphabetical, then `DISTRICT_NOT_STATED` when a
   * counter has none: what a farmer may narrow it to.
   */
  districts: string[];
  counters: { key: string; name: Bilingual; regionalUnit: Bilingual; district: string | null; closed: boolean }[];
}

/** The varieties of a crop, as its published table lists them (placeholder rows left out). */
export interface CatalogueCrop {
  slug: string;
  varieties: Bilingual[];
}

/** A row of a seed rate list in force: the crop and variety cells as the corporation wrote them. */
export interface CatalogueRate {
  crop: Bilingual;
  variety: Bilingual;
  /** The rate to the farmer, Rs per quintal; null where the list gives none. */
  farmerRate: number | null;
}

/**
 * `GET /internal/seedCatalogue` of the content service (service-to-service only): the published varieties of every
 * field crop, and each season's seed rate list in force.
 */
export interface SeedCatalogue {
  crops: CatalogueCrop[];
  rateLists: { season: string; rows: CatalogueRate[] }[];
}

export const SEED_CATALOGUE_PATH = '/internal/seedCatalogue';

/** The rate lists that price seed by the quintal: the ones stock is priced from. */
export const SEED_RATE_LIST_KEYS = ['rabi-crop-rates', 'kharif-crop-rates'] as const;

/** A cell as both languages read it: a plain cell is one text for both. */
export function bilingualCell(value: CellValue | null | undefined): Bilingual | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'object') return { en: value.en.trim(), hi: (value.hi ?? value.en).trim() };
  const text = String(value).trim();
  return text === '' ? undefined : { en: text, hi: text };
}

/** A cell the corporation has not filled in (or left empty) names nothing. */
export const statedCell = (cell: Bilingual | undefined): cell is Bilingual =>
  cell !== undefined && cell.en !== '' && cell.en !== CONTENT_PLACEHOLDER;

/**
 * The varieties a crop's published table lists, in its order: the `variety` cell of each row, leaving out a row the
 * corporation has not named yet. Stock is kept against these, and the stock screen offers them.
 */
export const publishedVarietiesOf = (rows: readonly ContentRow[]): Bilingual[] =>
  rows.map((row) => bilingualCell(row.variety)).filter(statedCell);

const folded = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
/** Whether two names of a variety are one, as written by different hands: case and spacing aside. */
export const sameVarietyName = (a: string, b: string): boolean => folded(a) === folded(b);
/** A variety cell lists names separated by commas or "and": `AMAN-515, HC-7, HC-6`, `PB-1509 and PB-01`. */
const namesIn = (cell: string) =>
  cell
    .split(/,|\band\b/)
    .map(folded)
    .filter(Boolean);
const ALL_VARIETIES = 'all varieties';
const EXCEPT = /^except\s+/;

/**
 * The farmer's rate of a variety in a season's rate list: the row whose crop cell is the crop and whose variety cell
 * names the variety; else a row "Except …" that does not name it; else the crop's row for all varieties. A cell the
 * corporation has not filled in applies to nothing. Null when no row applies: the page then says the rate is not
 * published.
 */
export function farmerRateOf(rows: readonly CatalogueRate[], crop: Bilingual, variety: string): number | null {
  const name = folded(variety);
  const ofCrop = rows.filter((row) => folded(row.crop.en) === folded(crop.en));
  const cell = (row: CatalogueRate) => folded(row.variety.en);
  const named = ofCrop.find((row) => !EXCEPT.test(cell(row)) && namesIn(cell(row)).includes(name));
  const except = ofCrop.find((row) => EXCEPT.test(cell(row)) && !namesIn(cell(row).replace(EXCEPT, '')).includes(name));
  const all = ofCrop.find((row) => cell(row) === ALL_VARIETIES);
  return (named ?? except ?? all)?.farmerRate ?? null;
}

const isWhole = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const isBagKg = (value: unknown) =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= STOCK_LIMITS.bagKgMin &&
  value <= STOCK_LIMITS.bagKgMax &&
  Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;

/**
 * What a change must be before the service reads anything: a counter, a season of the right form and kind for the
 * crop, a listed crop, a variety, a class, a bag size, a reason and a whole number of bags. Whether the counter, the
 * variety and the season are current is the service's to check.
 */
export const STOCK_CHANGE_RULES: FormRules<StockChangeRequest> = [
  { broken: (form) => blank(form.counterKey), message: STOCK_MESSAGES.counterRequired },
  { broken: (form) => !parseSeason(form.season), message: STOCK_MESSAGES.season },
  { broken: (form) => !findFieldCrop(form.crop), message: STOCK_MESSAGES.unknownCrop },
  {
    broken: (form) => findFieldCrop(form.crop)?.season !== parseSeason(form.season)?.kind,
    message: STOCK_MESSAGES.seasonOfCrop,
  },
  { broken: (form) => blank(form.variety), message: STOCK_MESSAGES.unknownVariety },
  {
    broken: (form) => !(SEED_CLASSES as readonly unknown[]).includes(form.seedClass),
    message: STOCK_MESSAGES.seedClass,
  },
  { broken: (form) => !isBagKg(form.bagKg), message: STOCK_MESSAGES.bagKg },
  {
    broken: (form) => !(STOCK_CHANGE_REASONS as readonly unknown[]).includes(form.reason),
    message: STOCK_MESSAGES.reason,
  },
  {
    broken: (form) => form.reason === 'correction' && !isWhole(form.bags, 0, STOCK_LIMITS.bags),
    message: STOCK_MESSAGES.bags,
  },
  {
    broken: (form) => form.reason !== 'correction' && !isWhole(form.bags, 1, STOCK_LIMITS.bags),
    message: STOCK_MESSAGES.bagsMoved,
  },
  { broken: (form) => !isWhole(form.baseVersion, 0, 2 ** 31 - 1), message: STOCK_MESSAGES.baseVersion },
  { broken: (form) => longerThan(form.note, STOCK_LIMITS.note), message: STOCK_MESSAGES.noteTooLong },
];

/** The bags on hand after a change, or the message refusing it. */
export function bagsAfter(
  onHand: number,
  reason: StockChangeReason,
  bags: number,
): { after: number } | { refused: string } {
  if (reason === 'correction') return { after: bags };
  if (TAKES_AWAY.includes(reason)) {
    return bags > onHand ? { refused: STOCK_MESSAGES.notEnough(onHand) } : { after: onHand - bags };
  }
  return onHand + bags > STOCK_LIMITS.bags ? { refused: STOCK_MESSAGES.tooMany } : { after: onHand + bags };
}
