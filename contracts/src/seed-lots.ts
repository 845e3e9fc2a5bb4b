import type { Bilingual } from './content';
import { findFieldCrop } from './crops';
import { blank, calendarDate, longerThan, type FormRules } from './form-rules';
import { parseSeason, SEED_CLASSES, STOCK_LIMITS, type SeedClass } from './stock';

/**
 * Seed lots: each lot of seed the corporation processed at one of its plants and its laboratory tested, as a record a
 * farmer checks a bag against (`/verify/<lot>`, or the QR code on the tag). Kept by the content service beside the
 * published varieties they name.
 */

/** The record type the audit trail names a lot's changes by, and a whole load's. */
export const SEED_LOT_RECORD_TYPE = 'seedLot';
export const SEED_LOT_LOAD_RECORD_TYPE = 'seedLotLoad';

/** The corporation's six seed processing plants, by key; the names as the seed processing page gives them. */
export const PROCESSING_PLANTS = ['umri', 'hisar', 'sirsa', 'yamuna-nagar', 'tohana', 'pataudi'] as const;
export type ProcessingPlant = (typeof PROCESSING_PLANTS)[number];

export const PROCESSING_PLANT_NAMES: Record<ProcessingPlant, Bilingual> = {
  umri: { en: 'Umri', hi: 'उमरी' },
  hisar: { en: 'Hisar', hi: 'हिसार' },
  sirsa: { en: 'Sirsa', hi: 'सिरसा' },
  'yamuna-nagar': { en: 'Yamuna Nagar', hi: 'यमुनानगर' },
  tohana: { en: 'Tohana', hi: 'टोहाना' },
  pataudi: { en: 'Pataudi', hi: 'पटौदी' },
};

const folded = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** A plant by its key or its English name, in any letter case and spacing (`Yamuna Nagar`, `yamuna-nagar`). */
export function findPlant(text: unknown): ProcessingPlant | undefined {
  if (typeof text !== 'string') return undefined;
  const wanted = folded(text);
  return PROCESSING_PLANTS.find(
    (plant) => folded(plant) === wanted || folded(PROCESSING_PLANT_NAMES[plant].en) === wanted,
  );
}

/**
 * What a lot is now, derived when it is read: withdrawn once the corporation withdrew it; else expired after the
 * last day of its certificate's validity (India time); else valid.
 */
export const SEED_LOT_STATES = ['valid', 'expired', 'withdrawn'] as const;
export type SeedLotState = (typeof SEED_LOT_STATES)[number];

/**
 * The moves a publisher makes on a lot, each with the states it starts from: expiry is no move (the date makes it),
 * a withdrawal is (with its reason, and a public notice), and so is taking back a withdrawal made in error.
 */
export const SEED_LOT_MOVES = {
  withdraw: { from: ['valid', 'expired'] },
  reinstate: { from: ['withdrawn'] },
  edit: { from: ['valid', 'expired'] },
} as const satisfies Record<string, { from: readonly SeedLotState[] }>;
export type SeedLotMove = keyof typeof SEED_LOT_MOVES;

export const mayMoveLot = (move: SeedLotMove, state: SeedLotState): boolean =>
  (SEED_LOT_MOVES[move].from as readonly SeedLotState[]).includes(state);

export const SEED_LOT_LIMITS = {
  /** A lot number as written on the tag: letters and digits, with spaces, dots, hyphens or slashes between them. */
  lotNumber: 40,
  /** Letters and digits of a lot number: what identifies it. */
  lotKeyMin: 4,
  lotKeyMax: 32,
  agency: 120,
  tagSeries: 80,
  reason: 500,
  bags: STOCK_LIMITS.bags,
  bagKgMin: STOCK_LIMITS.bagKgMin,
  bagKgMax: STOCK_LIMITS.bagKgMax,
  /** Rows of one load: a season's lots of every plant, with room to spare. */
  loadRows: 15_000,
  /** Bytes of one load's file: 15,000 rows of about 160 characters, within the gateway's largest upload. */
  loadBytes: 2.5 * 1024 * 1024,
  /** Labels on one sheet: 3 across, 8 down on A4. */
  labelsPerSheet: 24,
  /** Labels one download may hold (a lot's tags are printed over several sheets). */
  labelsMax: 2_400,
} as const;

const LOT_NUMBER_TEXT = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

/**
 * The letters and digits of a lot number, in capitals: what identifies a lot, however it is typed or read off a tag
 * (`hs/23-k/0451`, `HS 23 K 0451` and `HS23K0451` are one lot). Undefined for text that is no lot number.
 */
export function seedLotKey(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const written = text.trim();
  if (written.length > SEED_LOT_LIMITS.lotNumber || !LOT_NUMBER_TEXT.test(written)) return undefined;
  const key = written.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  return key.length >= SEED_LOT_LIMITS.lotKeyMin && key.length <= SEED_LOT_LIMITS.lotKeyMax ? key : undefined;
}

/** The public check's address of a lot, and its short form that a tag's QR code holds (the gateway redirects it). */
export const VERIFY_PAGE_PATH = '/verify';
export const SHORT_VERIFY_PATH = '/v';
export const verifyPagePath = (lotKey: string): string => `${VERIFY_PAGE_PATH}/${lotKey}`;
export const shortVerifyPath = (lotKey: string): string => `${SHORT_VERIFY_PATH}/${lotKey}`;

const percent = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
const twoDecimals = (value: unknown) =>
  typeof value === 'number' && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const isWhole = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isBagKg = (value: unknown) =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= SEED_LOT_LIMITS.bagKgMin &&
  value <= SEED_LOT_LIMITS.bagKgMax &&
  Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;
const isDate = (value: unknown) => typeof value === 'string' && calendarDate(value.trim()) !== undefined;
const dateOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const SEED_LOT_MESSAGES = {
  lotsFetched: 'Seed lots fetched successfully.',
  lotFetched: 'Seed lot fetched successfully.',
  lotCreated: 'Seed lot recorded successfully.',
  lotUpdated: 'Seed lot updated successfully.',
  lotWithdrawn: 'Seed lot withdrawn: the notice is published.',
  lotReinstated: 'Seed lot reinstated.',
  labelsMade: 'Labels made successfully.',
  noticesFetched: 'Withdrawal notices fetched successfully.',
  checked: 'Seed lot checked.',
  notFound: 'Seed lot not found.',
  search: 'The search must be text of at most 100 characters.',
  listState: 'The state must be valid, expired or withdrawn.',
  lotNumber: `The lot number must be ${SEED_LOT_LIMITS.lotKeyMin} to ${SEED_LOT_LIMITS.lotKeyMax} letters and digits, which may be separated by spaces, dots, hyphens or slashes (at most ${SEED_LOT_LIMITS.lotNumber} characters in all).`,
  lotTaken: 'A lot with this number is already recorded.',
  unknownCrop: 'The crop is not one of the field crops the site lists.',
  unknownVariety: "The variety is not in the crop's published list of varieties.",
  seedClass: 'The seed class must be foundation or certified.',
  season: 'The season must be written as Rabi 2026-27 or Kharif 2027.',
  seasonOfCrop: 'This crop is not sown in that season.',
  plant: 'The plant must be one of the six processing plants: Umri, Hisar, Sirsa, Yamuna Nagar, Tohana or Pataudi.',
  processedOn: 'The processing date must be a date, written as 2026-10-15 or 15/10/2026.',
  testedOn: 'The test date must be a date, written as 2026-10-15 or 15/10/2026.',
  testedBeforeProcessed: 'The test date cannot be before the processing date.',
  future: 'The processing and test dates cannot be in the future.',
  validUntil: 'The valid-until date must be a date, written as 2026-10-15 or 15/10/2026.',
  validBeforeTested: 'The valid-until date must be after the test date.',
  germination: 'Germination must be a percentage from 0 to 100, with at most two decimals.',
  purity: 'Physical purity must be a percentage from 0 to 100, with at most two decimals.',
  moisture: 'Moisture must be a percentage from 0 to 100, with at most two decimals.',
  agency: `The certification agency is required (at most ${SEED_LOT_LIMITS.agency} characters).`,
  tagSeries: `The tag series is required (at most ${SEED_LOT_LIMITS.tagSeries} characters).`,
  bags: `The number of bags must be a whole number from 1 to ${SEED_LOT_LIMITS.bags}.`,
  bagKg: `The bag size must be a number of kg from ${SEED_LOT_LIMITS.bagKgMin} to ${SEED_LOT_LIMITS.bagKgMax}, in whole grams.`,
  baseVersion: 'The version of the lot the change is based on is required.',
  stale: 'Someone else changed this lot first. Nothing was changed: open it again and make your change on it.',
  reason: `The reason for the withdrawal is required (at most ${SEED_LOT_LIMITS.reason} characters).`,
  reasonHindi: `The Hindi reason may be at most ${SEED_LOT_LIMITS.reason} characters.`,
  notWithdrawable: 'This lot is already withdrawn.',
  notWithdrawn: 'This lot is not withdrawn.',
  withdrawnNotEditable: 'A withdrawn lot cannot be changed: reinstate it first.',
  labels: `The number of labels must be a whole number from 1 to ${SEED_LOT_LIMITS.labelsMax}.`,
  labelsWithdrawn: 'A withdrawn lot gets no labels.',
  labelsExpired: 'An expired lot gets no labels: record its re-test and new valid-until date first.',
  loadConflict:
    'Another load or entry recorded some of these lot numbers meanwhile. Nothing was loaded: load the file again.',
  tooManyChecks: 'Too many lot checks from your connection. Please wait a few minutes and try again.',
  loaded: (created: number, updated: number) => `Seed lots loaded: ${created} new, ${updated} changed.`,
  loadRefused: (rows: number) =>
    `Nothing was loaded: ${rows} ${rows === 1 ? 'row has a problem' : 'rows have problems'}. Correct ${rows === 1 ? 'it' : 'them'} and load the whole file again.`,
  loadFile: 'Choose a CSV file of seed lots to load.',
  loadFileTooLarge: `The file may be at most ${SEED_LOT_LIMITS.loadBytes / 1024 / 1024} MB.`,
  loadEmpty: 'The file has no rows of lots below its header.',
  loadHeaderMissing: (columns: readonly string[]) =>
    `The first row must name the column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}.`,
  loadHeaderUnknown: (header: string) => `The first row names a column "${header}" that a load does not have.`,
  loadHeaderTwice: (header: string) => `The first row names the column ${header} twice.`,
  loadTooLarge: `A file may hold at most ${SEED_LOT_LIMITS.loadRows} rows of lots.`,
  loadUnclosedQuote: 'A quotation mark is not closed.',
  loadCells: 'The row must have the cells the header names.',
  loadFormula: 'A cell may not begin with =, +, -, @ or a tab: spreadsheets read that as a formula.',
  loadDuplicate: (row: number) => `The same lot number is already given in row ${row}.`,
  loadWithdrawn: 'This lot is withdrawn: a load does not change it. Reinstate it first.',
  loadRow: (row: number, column: string | undefined, problem: string) =>
    column ? `Row ${row}, ${column}: ${problem}` : `Row ${row}: ${problem}`,
} as const;

/** What a farmer reads beside each answer (Hindi drafted, for the corporation's review). */
export const SEED_LOT_ADVICE: Record<SeedLotState | 'unknown', { title: Bilingual; advice: Bilingual }> = {
  valid: {
    title: { en: 'Genuine seed of the corporation', hi: 'निगम का असली बीज' },
    advice: {
      en: 'This lot was processed and tested by the corporation and its certificate is valid. Check that the details below match the tag on your bag.',
      hi: 'यह लॉट निगम द्वारा संसाधित और परखा गया है और इसका प्रमाण-पत्र मान्य है। जाँच लें कि नीचे दिया गया विवरण आपके थैले के टैग से मिलता है।',
    },
  },
  expired: {
    title: { en: 'Certificate expired', hi: 'प्रमाण-पत्र की अवधि समाप्त' },
    advice: {
      en: "This lot is the corporation's, but the validity of its certificate has ended, so its germination is no longer vouched for. Do not buy it as certified seed; ask the sale counter for seed of a valid lot, or call the helpline.",
      hi: 'यह लॉट निगम का है, परंतु इसके प्रमाण-पत्र की वैधता समाप्त हो चुकी है, इसलिए इसके अंकुरण की अब गारंटी नहीं है। इसे प्रमाणित बीज के रूप में न खरीदें; बिक्री केंद्र से मान्य लॉट का बीज माँगें, या हेल्पलाइन पर फोन करें।',
    },
  },
  withdrawn: {
    title: { en: 'Lot withdrawn by the corporation', hi: 'निगम द्वारा वापस लिया गया लॉट' },
    advice: {
      en: 'The corporation has withdrawn this lot. Do not sow seed from it. Contact the sale counter you bought it from, or call the helpline.',
      hi: 'निगम ने यह लॉट वापस ले लिया है। इसका बीज न बोएँ। जिस बिक्री केंद्र से खरीदा है उससे संपर्क करें, या हेल्पलाइन पर फोन करें।',
    },
  },
  unknown: {
    title: { en: 'Not a lot of the corporation', hi: 'यह निगम का लॉट नहीं है' },
    advice: {
      en: "No lot of the corporation's seed has this number. Check the number on the tag and try again. If it is right, the seed may not be genuine: do not sow it before calling the helpline.",
      hi: 'निगम के बीज का कोई लॉट इस संख्या का नहीं है। टैग पर लिखी संख्या जाँचकर फिर से प्रयास करें। यदि संख्या सही है, तो बीज असली न होने की आशंका है: हेल्पलाइन पर फोन किए बिना इसे न बोएँ।',
    },
  },
};

/** A lot as a publisher enters it, and as each row of a load is read. Dates are `YYYY-MM-DD`. */
export interface SeedLotForm {
  /** As printed on the tag. */
  lotNumber: string;
  /** A field crop's slug (`wheat`). */
  crop: string;
  /** The variety's English name as the crop's published varieties table writes it. */
  variety: string;
  seedClass: SeedClass;
  /** `Rabi 2026-27` or `Kharif 2027`, of the crop's kind. */
  season: string;
  plant: ProcessingPlant;
  processedOn: string;
  testedOn: string;
  /** Percentages from the laboratory's test, 0 to 100. */
  germination: number;
  purity: number;
  moisture: number;
  /** The last day the certificate is valid. */
  validUntil: string;
  certificationAgency: string;
  tagSeries: string;
  bags: number;
  bagKg: number;
}

/**
 * What a lot must be before the service reads anything: every field of the right form, the crop's season, the dates
 * in order. Whether the variety is published and the number free is the service's to check, and so is the future.
 */
export const SEED_LOT_RULES: FormRules<SeedLotForm> = [
  { broken: (form) => seedLotKey(form.lotNumber) === undefined, message: SEED_LOT_MESSAGES.lotNumber },
  { broken: (form) => !findFieldCrop(form.crop), message: SEED_LOT_MESSAGES.unknownCrop },
  { broken: (form) => blank(form.variety), message: SEED_LOT_MESSAGES.unknownVariety },
  {
    broken: (form) => !(SEED_CLASSES as readonly unknown[]).includes(form.seedClass),
    message: SEED_LOT_MESSAGES.seedClass,
  },
  { broken: (form) => !parseSeason(form.season), message: SEED_LOT_MESSAGES.season },
  {
    broken: (form) => findFieldCrop(form.crop)?.season !== parseSeason(form.season)?.kind,
    message: SEED_LOT_MESSAGES.seasonOfCrop,
  },
  {
    broken: (form) => !(PROCESSING_PLANTS as readonly unknown[]).includes(form.plant),
    message: SEED_LOT_MESSAGES.plant,
  },
  { broken: (form) => !isDate(form.processedOn), message: SEED_LOT_MESSAGES.processedOn },
  { broken: (form) => !isDate(form.testedOn), message: SEED_LOT_MESSAGES.testedOn },
  {
    broken: (form) => dateOf(form.testedOn) < dateOf(form.processedOn),
    message: SEED_LOT_MESSAGES.testedBeforeProcessed,
  },
  {
    broken: (form) => !(percent(form.germination) && twoDecimals(form.germination)),
    message: SEED_LOT_MESSAGES.germination,
  },
  { broken: (form) => !(percent(form.purity) && twoDecimals(form.purity)), message: SEED_LOT_MESSAGES.purity },
  { broken: (form) => !(percent(form.moisture) && twoDecimals(form.moisture)), message: SEED_LOT_MESSAGES.moisture },
  { broken: (form) => !isDate(form.validUntil), message: SEED_LOT_MESSAGES.validUntil },
  { broken: (form) => dateOf(form.validUntil) <= dateOf(form.testedOn), message: SEED_LOT_MESSAGES.validBeforeTested },
  {
    broken: (form) => blank(form.certificationAgency) || longerThan(form.certificationAgency, SEED_LOT_LIMITS.agency),
    message: SEED_LOT_MESSAGES.agency,
  },
  {
    broken: (form) => blank(form.tagSeries) || longerThan(form.tagSeries, SEED_LOT_LIMITS.tagSeries),
    message: SEED_LOT_MESSAGES.tagSeries,
  },
  { broken: (form) => !isWhole(form.bags, 1, SEED_LOT_LIMITS.bags), message: SEED_LOT_MESSAGES.bags },
  { broken: (form) => !isBagKg(form.bagKg), message: SEED_LOT_MESSAGES.bagKg },
];

/** The field each rule's message is about, as the load's columns and the admin form name it. */
export const SEED_LOT_FIELD_OF_MESSAGE: ReadonlyMap<string, keyof SeedLotForm> = new Map<string, keyof SeedLotForm>([
  [SEED_LOT_MESSAGES.lotNumber, 'lotNumber'],
  [SEED_LOT_MESSAGES.lotTaken, 'lotNumber'],
  [SEED_LOT_MESSAGES.unknownCrop, 'crop'],
  [SEED_LOT_MESSAGES.unknownVariety, 'variety'],
  [SEED_LOT_MESSAGES.seedClass, 'seedClass'],
  [SEED_LOT_MESSAGES.season, 'season'],
  [SEED_LOT_MESSAGES.seasonOfCrop, 'season'],
  [SEED_LOT_MESSAGES.plant, 'plant'],
  [SEED_LOT_MESSAGES.processedOn, 'processedOn'],
  [SEED_LOT_MESSAGES.testedOn, 'testedOn'],
  [SEED_LOT_MESSAGES.testedBeforeProcessed, 'testedOn'],
  [SEED_LOT_MESSAGES.future, 'testedOn'],
  [SEED_LOT_MESSAGES.germination, 'germination'],
  [SEED_LOT_MESSAGES.purity, 'purity'],
  [SEED_LOT_MESSAGES.moisture, 'moisture'],
  [SEED_LOT_MESSAGES.validUntil, 'validUntil'],
  [SEED_LOT_MESSAGES.validBeforeTested, 'validUntil'],
  [SEED_LOT_MESSAGES.agency, 'certificationAgency'],
  [SEED_LOT_MESSAGES.tagSeries, 'tagSeries'],
  [SEED_LOT_MESSAGES.bags, 'bags'],
  [SEED_LOT_MESSAGES.bagKg, 'bagKg'],
]);

const INDIA_OFFSET_MS = 330 * 60_000;

/** The calendar day in India at `now`, `YYYY-MM-DD`: the day expiry and the dates' future are judged by. */
export const indiaToday = (now: Date): string => new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** A lot's state on `today` (`indiaToday`). The certificate holds through its valid-until day. */
export function seedLotState(lot: { withdrawn: boolean; validUntil: string }, today: string): SeedLotState {
  if (lot.withdrawn) return 'withdrawn';
  return lot.validUntil < today ? 'expired' : 'valid';
}

/** The first problem of a lot's dates against today, which the rules cannot know. */
export const seedLotDateProblem = (form: Pick<SeedLotForm, 'processedOn' | 'testedOn'>, today: string) =>
  form.processedOn > today || form.testedOn > today ? SEED_LOT_MESSAGES.future : undefined;

export interface SeedLotKeyRequest {
  key: string;
}

export interface UpdateSeedLotRequest extends SeedLotForm {
  key: string;
  /** The `version` of the lot as it was opened; a change on any other is refused (409). */
  baseVersion: number;
}

export interface WithdrawSeedLotRequest {
  key: string;
  baseVersion: number;
  /** Why, as a farmer reads it on the lot's page and in the notice. */
  reason: string;
  /** The same in Hindi; without it the Hindi page shows the English with a short notice. */
  reasonHindi?: string;
}

export interface ReinstateSeedLotRequest {
  key: string;
  baseVersion: number;
}

export interface SeedLotListRequest {
  /** Part of a lot number (any spelling of it), or of a variety's name. */
  search?: string;
  state?: SeedLotState;
  page?: number;
  size?: number;
}

export interface SeedLotWithdrawal {
  /** When, ISO-8601. */
  at: string;
  reason: Bilingual;
  /** False while the Hindi reason was not given: `reason.hi` then repeats the English. */
  hindiGiven: boolean;
}

/** A lot as the admin area sees it. */
export interface AdminSeedLot extends Omit<SeedLotForm, 'variety'> {
  key: string;
  /** The letters and digits that identify it: its `/verify/` address. */
  lotKey: string;
  cropName: Bilingual;
  variety: Bilingual;
  plantName: Bilingual;
  state: SeedLotState;
  withdrawal: SeedLotWithdrawal | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * `lots/load`: a CSV file of lots (`SEED_LOT_COLUMNS` in any order, UTF-8, comma- or tab-separated), uploaded as the
 * multipart file field `csv`, at most `SEED_LOT_LIMITS.loadBytes`. A row naming a lot already recorded changes it.
 */
export interface SeedLotLoadRequest {
  csv?: unknown;
}

export interface SeedLotLoadResult {
  rows: number;
  created: number;
  updated: number;
  /** Rows that named a lot already recorded as they give it. */
  unchanged: number;
}

/** One problem of a refused load: the row as a spreadsheet numbers it (the header is row 1) and the column's header. */
export interface SeedLotLoadProblem {
  row: number;
  column?: string;
  message: string;
}

/** A refused load's problems, in the 400 envelope's `data`. */
export interface SeedLotLoadProblems {
  problems: SeedLotLoadProblem[];
}

export interface SeedLotLabelsRequest {
  key: string;
  /** How many labels (default: a sheet, `SEED_LOT_LIMITS.labelsPerSheet`). */
  labels?: number;
}

/** `lots/labels`: a print-ready PDF of the lot's QR labels (A4, 3 by 8 on a sheet). */
export interface SeedLotLabels {
  fileName: string;
  /** The PDF's bytes, base64. */
  pdf: string;
  labels: number;
  /** The address every label's QR code holds. */
  address: string;
}

/** `web/checkLot`: a lot number as typed or read from a tag's QR code (any case, any separators). */
export interface SeedLotCheckRequest {
  lotNumber: string;
}

/** A lot as a farmer reads it. */
export interface PublicSeedLot {
  /** As printed on the tag. */
  lotNumber: string;
  lotKey: string;
  crop: Bilingual;
  variety: Bilingual;
  seedClass: SeedClass;
  seedClassName: Bilingual;
  season: Bilingual;
  plant: Bilingual;
  processedOn: string;
  testedOn: string;
  germination: number;
  purity: number;
  moisture: number;
  validUntil: string;
  certificationAgency: string;
  tagSeries: string;
  bagKg: number;
  state: SeedLotState;
  withdrawal: SeedLotWithdrawal | null;
}

/** The helpline from the published site settings; null where the corporation has not supplied it yet. */
export interface SeedLotHelpline {
  phone: string | null;
  email: string | null;
}

/**
 * The answer to a check: the lot, or for any number that is not one of the corporation's lots (typed wrong, made up,
 * or not a lot number at all) the same answer with `lot` null. Every answer carries the helpline and what to do.
 */
export interface SeedLotCheck {
  /** The letters and digits asked about, in capitals ('' when the text holds none). */
  lotKey: string;
  state: SeedLotState | 'unknown';
  lot: PublicSeedLot | null;
  title: Bilingual;
  advice: Bilingual;
  helpline: SeedLotHelpline;
  /** When the answer was made, ISO-8601: the date a saved copy shows. */
  checkedAt: string;
}

/** `web/getLotNotices`: the withdrawals, newest first, as the public notices. */
export interface SeedLotNotice {
  lotNumber: string;
  lotKey: string;
  crop: Bilingual;
  variety: Bilingual;
  seedClassName: Bilingual;
  plant: Bilingual;
  withdrawal: SeedLotWithdrawal;
  /** The notice's title in both languages. */
  title: Bilingual;
}

/** `GET /internal/seedLot?lot=<number>` of the content service: a lot for a counter's record, without any limit. */
export const SEED_LOT_INTERNAL_PATH = '/internal/seedLot';

/** The title of a withdrawal notice (Hindi drafted). */
export const withdrawalNoticeTitle = (lotNumber: string, variety: Bilingual): Bilingual => ({
  en: `Seed lot ${lotNumber} (${variety.en}) withdrawn`,
  hi: `बीज लॉट ${lotNumber} (${variety.hi}) वापस लिया गया`,
});
