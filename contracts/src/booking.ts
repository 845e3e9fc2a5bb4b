import type { Bilingual } from './content';
import { findFieldCrop } from './crops';
import type { PageQuery } from './envelope';
import type { FormRules } from './form-rules';
import { parseSeason, seasonTitle, type SeedClass } from './stock';

/** The record types the audit trail names booking windows and bookings by. */
export const BOOKING_WINDOW_RECORD_TYPE = 'bookingWindow';
export const BOOKING_RECORD_TYPE = 'booking';

/**
 * A booking's states and the moves between them, declared once: a booking is made `booked`, and leaves it once,
 * to `collected` at the counter, `cancelled` by its farmer (or their consent withdrawn), or `expired` when not
 * collected by its date. Each move is a conditional update from `booked`, so two moves never both happen.
 */
export const BOOKING_STATES = ['booked', 'collected', 'cancelled', 'expired'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

export const BOOKING_MOVES = {
  collect: { from: 'booked', to: 'collected' },
  cancel: { from: 'booked', to: 'cancelled' },
  expire: { from: 'booked', to: 'expired' },
} as const satisfies Record<string, { from: BookingState; to: BookingState }>;
export type BookingMove = keyof typeof BOOKING_MOVES;

/** Hindi drafted, for the corporation's review (as is every Hindi text of this module). */
export const BOOKING_STATE_NAMES: Record<BookingState, Bilingual> = {
  booked: { en: 'Booked', hi: 'बुक' },
  collected: { en: 'Collected', hi: 'प्राप्त किया' },
  cancelled: { en: 'Cancelled', hi: 'रद्द' },
  expired: { en: 'Expired', hi: 'समय सीमा समाप्त' },
};

/**
 * The pickup code: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L, 5/S, 8/B), read out at the
 * counter or scanned from its QR code; 27^8 (about 2.8 × 10^11) codes, drawn by a cryptographic random source.
 */
export const PICKUP_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXYZ234679';
export const PICKUP_CODE_LENGTH = 8;
/** A code as typed: case, spaces and hyphens aside. */
export const normalisedPickupCode = (text: string): string => text.toUpperCase().replace(/[\s-]/g, '');
export const isPickupCodeForm = (text: string): boolean =>
  text.length === PICKUP_CODE_LENGTH && [...text].every((char) => PICKUP_CODE_ALPHABET.includes(char));
/** What the slip's QR code holds: the code alone, so that scanning types it for the operator. */
export const pickupQrText = (code: string): string => code;

/** How a window limits each farmer in its season and crop. */
export const BOOKING_LIMIT_KINDS = ['bags', 'perAcre'] as const;
export type BookingLimitKind = (typeof BOOKING_LIMIT_KINDS)[number];

export const BOOKING_LIMITS = {
  bagsPerFarmer: 1_000,
  kgPerAcreMax: 500,
  acresMax: 1_000,
  collectWithinDaysMax: 30,
  /** The days to collect when the window does not say. */
  collectWithinDaysDefault: 3,
  noShowLimitMax: 20,
  receiptNumber: 50,
  /** Wrong codes one operator may type in `PICKUP_ATTEMPT_WINDOW_SECONDS` before being made to wait. */
  pickupAttempts: 10,
  pickupAttemptWindowSeconds: 600,
  /** Days one report or export may span. */
  reportDaysMax: 366,
} as const;

/** The farmer's limit of a window, as the publisher set it. */
export type BookingLimit = { kind: 'bags'; bags: number } | { kind: 'perAcre'; kgPerAcre: number; maxAcres: number };

export interface BookingWindowForm {
  /** `Rabi 2026-27` or `Kharif 2027`. */
  season: string;
  /** A field crop's slug (`wheat`). */
  crop: string;
  /** India dates, `YYYY-MM-DD`, both included. */
  opensOn: string;
  closesOn: string;
  counterKeys: string[];
  limitKind: BookingLimitKind;
  /** For `bags`: bags of the crop one farmer may book in the season. */
  maxBags?: number;
  /** For `perAcre`: kg per acre declared, up to `maxAcres` acres. */
  kgPerAcre?: number;
  maxAcres?: number;
  /** Days a farmer has to collect (3 when not given). */
  collectWithinDays?: number;
  /** No booking for the rest of the season once a farmer has this many bookings expired uncollected; none when absent. */
  noShowLimit?: number | null;
}

export interface UpdateBookingWindowRequest extends BookingWindowForm {
  key: string;
  /** The `version` loaded: a change over another's is refused (409). */
  version: number;
}

export interface BookingWindowKey {
  key: string;
}

export interface BookingWindowCounter {
  key: string;
  name: Bilingual;
  district: string | null;
  closed: boolean;
}

/** A window as the admin area sees it. */
export interface BookingWindowItem {
  key: string;
  season: string;
  crop: string;
  cropName: Bilingual;
  opensOn: string;
  closesOn: string;
  counters: BookingWindowCounter[];
  limit: BookingLimit;
  collectWithinDays: number;
  noShowLimit: number | null;
  /** Closed by a publisher before its last day. */
  closed: boolean;
  /** Open today: not closed, today within its dates. */
  open: boolean;
  rules: Bilingual;
  version: number;
  updatedAt: string;
}

export type BookingWindowListRequest = PageQuery;

/** A window as everyone reads it on the booking page: its rules in both languages. */
export type PublicBookingWindow = Omit<BookingWindowItem, 'version' | 'updatedAt'>;

/** `farmer/bookingOptions`: what the signed-in farmer may book in a window. */
export interface BookingOptionsRequest {
  windowKey: string;
}

/** A stock line a farmer may book from, with the bags free to book (on hand less those reserved). */
export interface BookableLine {
  lineKey: string;
  variety: Bilingual;
  seedClass: SeedClass;
  bagKg: number;
  available: number;
  /** Rs per quintal, from the season's rate list in force; null where the list gives none. */
  farmerRate: number | null;
}

export interface BookableCounter {
  key: string;
  name: Bilingual;
  regionalUnit: Bilingual;
  address: Bilingual;
  openingHours: Bilingual;
  district: string | null;
  /** Whether the counter is in the farmer's own district: those come first. */
  inYourDistrict: boolean;
  lines: BookableLine[];
}

export interface BookingOptions {
  window: PublicBookingWindow;
  /** Counters of the window with stock of the crop, the farmer's district first, then by district and name. */
  counters: BookableCounter[];
  /** Bags the farmer may still book in this window (for `perAcre`, at the largest declared area). */
  bagsLeftForYou: Record<string, number>;
  /** Bookings of the farmer that expired uncollected in the season, and the window's rule. */
  noShows: number;
  noShowLimit: number | null;
}

export interface BookRequest {
  windowKey: string;
  lineKey: string;
  bags: number;
  /** For a `perAcre` window: the acres the farmer sows, up to the window's maximum. */
  acres?: number;
}

export interface BookingKey {
  key: string;
}

/** The booking slip: what the farmer shows or reads out at the counter. */
export interface BookingSlip {
  key: string;
  /** `BK-2026-000123`. */
  number: string;
  /** The pickup code (`PICKUP_CODE_LENGTH` characters of `PICKUP_CODE_ALPHABET`). */
  code: string;
  /** What the slip's QR code holds (`pickupQrText`). */
  qrText: string;
  state: BookingState;
  season: string;
  crop: string;
  cropName: Bilingual;
  variety: Bilingual;
  seedClass: SeedClass;
  bagKg: number;
  bags: number;
  counter: {
    key: string;
    name: Bilingual;
    address: Bilingual;
    openingHours: Bilingual;
    district: string | null;
  };
  /** Rs per quintal from the rate list in force when booked, and the price payable at the counter (Rs). */
  farmerRate: number | null;
  pricePayable: number | null;
  /** India date, `YYYY-MM-DD`: the booking expires at the end of it. */
  collectBy: string;
  bookedAt: string;
  closedAt: string | null;
}

/** `farmer/bookings`: the farmer's own bookings, newest first, and their no-shows by season. */
export interface FarmerBookings {
  bookings: BookingSlip[];
  noShows: { season: string; count: number }[];
}

/** `bookings/findByCode`: the code the operator typed or scanned, at the counter they serve. */
export interface PickupCodeRequest {
  code: string;
  counterKey: string;
}

/** A booking as the counter operator sees it before handing over the seed. */
export interface BookingAtCounter {
  key: string;
  number: string;
  state: BookingState;
  farmer: { name: string | null; village: string | null; district: string | null };
  crop: string;
  cropName: Bilingual;
  variety: Bilingual;
  seedClass: SeedClass;
  bagKg: number;
  bags: number;
  pricePayable: number | null;
  collectBy: string;
  counterKey: string;
}

export interface CollectRequest {
  key: string;
  counterKey: string;
  /** Bags handed over: the bags booked (the counter may hand over fewer, never more). */
  bagsHandedOver: number;
  receiptNumber: string;
}

export interface CollectResult {
  booking: BookingAtCounter;
  /** Bags left on hand on the line afterwards. */
  bagsOnHand: number;
}

export interface BookingReportRequest {
  /** India dates, `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
  counterKey?: string;
  state?: BookingState;
}

/** One row of the report: a counter, day (of booking), variety and state, with bookings and bags. */
export interface BookingReportRow {
  day: string;
  counterKey: string;
  counterName: Bilingual;
  crop: string;
  variety: Bilingual;
  state: BookingState;
  bookings: number;
  bags: number;
}

export interface BookingReport {
  rows: BookingReportRow[];
  totals: Record<BookingState, { bookings: number; bags: number }>;
}

export interface ExportedBookingCsv {
  fileName: string;
  csv: string;
}

/** Today's (India date) bookings made and collections recorded, for the dashboard. */
export interface BookingTodayCounts {
  day: string;
  booked: number;
  collected: number;
}

const INDIA_OFFSET_MS = 330 * 60_000;

/** The India date of an instant, `YYYY-MM-DD`. */
export const indiaDate = (at: Date): string => new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** The instant an India date ends (the first moment of the next day). */
export const endOfIndiaDate = (day: string): Date =>
  new Date(new Date(`${day}T00:00:00.000Z`).getTime() + 24 * 3600_000 - INDIA_OFFSET_MS);

/** The India date `days` after `day`. */
export const indiaDatePlus = (day: string, days: number): string =>
  new Date(new Date(`${day}T00:00:00.000Z`).getTime() + days * 24 * 3600_000).toISOString().slice(0, 10);

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const isIndiaDate = (text: unknown): text is string =>
  typeof text === 'string' &&
  DATE_PATTERN.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** A booking's price at the counter: the rate per quintal times the quintals booked, to the rupee. */
export const pricePayable = (farmerRate: number | null, bags: number, bagKg: number): number | null =>
  farmerRate === null ? null : Math.round((farmerRate * bags * bagKg) / 100);

/** The most bags a farmer may hold under a limit (for `perAcre`, at `acres` declared, up to its maximum). */
export function bagsAllowed(limit: BookingLimit, bagKg: number, acres?: number): number {
  if (limit.kind === 'bags') return limit.bags;
  const declared = Math.min(acres ?? limit.maxAcres, limit.maxAcres);
  return Math.floor((limit.kgPerAcre * declared) / bagKg);
}

const MONTHS: Bilingual[] = [
  { en: 'January', hi: 'जनवरी' },
  { en: 'February', hi: 'फ़रवरी' },
  { en: 'March', hi: 'मार्च' },
  { en: 'April', hi: 'अप्रैल' },
  { en: 'May', hi: 'मई' },
  { en: 'June', hi: 'जून' },
  { en: 'July', hi: 'जुलाई' },
  { en: 'August', hi: 'अगस्त' },
  { en: 'September', hi: 'सितंबर' },
  { en: 'October', hi: 'अक्टूबर' },
  { en: 'November', hi: 'नवंबर' },
  { en: 'December', hi: 'दिसंबर' },
];

/** `2026-10-01` as `1 October 2026` and `1 अक्टूबर 2026`. */
export function spokenDate(day: string): Bilingual {
  const [year, month, date] = day.split('-').map(Number);
  const name = MONTHS[month - 1];
  return { en: `${date} ${name.en} ${year}`, hi: `${date} ${name.hi} ${year}` };
}

/** What a window's rules say, in both languages, made from its settings so the two never differ. */
export function bookingRules(
  window: Pick<
    BookingWindowItem,
    'season' | 'crop' | 'opensOn' | 'closesOn' | 'limit' | 'collectWithinDays' | 'noShowLimit'
  > & { counters: number },
): Bilingual {
  const crop = findFieldCrop(window.crop)?.name ?? { en: window.crop, hi: window.crop };
  const season = parseSeason(window.season) ? seasonTitle(window.season) : { en: window.season, hi: window.season };
  const from = spokenDate(window.opensOn);
  const to = spokenDate(window.closesOn);
  const limit: Bilingual =
    window.limit.kind === 'bags'
      ? {
          en: `Each farmer may book up to ${window.limit.bags} bags of ${crop.en.toLowerCase()} in the season.`,
          hi: `हर किसान इस सीज़न में ${crop.hi} के अधिकतम ${window.limit.bags} बैग बुक कर सकता है।`,
        }
      : {
          en: `Each farmer may book ${window.limit.kgPerAcre} kg per acre sown, for up to ${window.limit.maxAcres} acres.`,
          hi: `हर किसान बोए गए प्रति एकड़ ${window.limit.kgPerAcre} किलो, अधिकतम ${window.limit.maxAcres} एकड़ तक बुक कर सकता है।`,
        };
  const noShow: Bilingual =
    window.noShowLimit === null
      ? { en: '', hi: '' }
      : {
          en: ` After ${window.noShowLimit} uncollected ${window.noShowLimit === 1 ? 'booking' : 'bookings'}, no more booking is allowed this season.`,
          hi: ` ${window.noShowLimit} बुकिंग का बीज न लेने पर इस सीज़न में आगे बुकिंग नहीं हो सकेगी।`,
        };
  return {
    en:
      `Booking of ${crop.en.toLowerCase()} seed for ${season.en} is open from ${from.en} to ${to.en} at ${window.counters} ` +
      `${window.counters === 1 ? 'sale counter' : 'sale counters'}. ${limit.en} Collect the seed within ` +
      `${window.collectWithinDays} ${window.collectWithinDays === 1 ? 'day' : 'days'} of booking and pay at the counter; ` +
      `a booking not collected by then is cancelled.${noShow.en}`,
    hi:
      `${season.hi} के लिए ${crop.hi} के बीज की बुकिंग ${from.hi} से ${to.hi} तक ${window.counters} बिक्री केंद्रों पर खुली है। ` +
      `${limit.hi} बुकिंग के ${window.collectWithinDays} दिन के भीतर बीज लें और भुगतान बिक्री केंद्र पर करें; ` +
      `तब तक न लेने पर बुकिंग रद्द हो जाएगी।${noShow.hi}`,
  };
}

/** The admin area's messages (English), and the farmer's refusals in both languages (`BOOKING_REFUSALS`). */
export const BOOKING_MESSAGES = {
  windowsFetched: 'Booking windows fetched successfully.',
  windowCreated: 'Booking window opened successfully.',
  windowUpdated: 'Booking window updated successfully.',
  windowClosed: 'Booking window closed successfully.',
  windowNotFound: 'Booking window not found.',
  windowStale: 'This booking window was changed by someone else. Please reload it.',
  season: 'Season must be written as "Rabi 2026-27" or "Kharif 2027", current or next.',
  crop: 'Crop is not in the list of field crops.',
  cropSeason: "The crop is not sown in this season's kind.",
  dates: 'Dates must be written as YYYY-MM-DD, the closing date on or after the opening date.',
  counters: 'Choose at least one sale counter.',
  unknownCounter: 'A chosen sale counter does not exist.',
  limitKind: 'Limit must be "bags" or "perAcre".',
  maxBags: `Bags per farmer must be a whole number from 1 to ${BOOKING_LIMITS.bagsPerFarmer}.`,
  kgPerAcre: `Kg per acre must be a number above 0, at most ${BOOKING_LIMITS.kgPerAcreMax}.`,
  maxAcres: `Maximum acres must be a number above 0, at most ${BOOKING_LIMITS.acresMax}.`,
  collectWithinDays: `Days to collect must be a whole number from 1 to ${BOOKING_LIMITS.collectWithinDaysMax}.`,
  noShowLimit: `No-show limit must be a whole number from 1 to ${BOOKING_LIMITS.noShowLimitMax}, or empty.`,
  overlapping: 'Another booking window for this crop and season overlaps these dates.',
  optionsFetched: 'Booking options fetched successfully.',
  booked: 'Seed booked. Show the pickup code at the counter.',
  bookingsFetched: 'Bookings fetched successfully.',
  bookingCancelled: 'Booking cancelled.',
  bookingFound: 'Booking found.',
  collected: 'Collection recorded.',
  reportFetched: 'Booking report fetched successfully.',
  exported: 'Booking report exported successfully.',
  countsFetched: "Today's bookings fetched successfully.",
  codeRequired: 'Please enter the pickup code.',
  codeForm: `A pickup code is ${PICKUP_CODE_LENGTH} letters and digits.`,
  codeUnknown: 'No booking has this pickup code.',
  codeCollected: 'This booking was already collected.',
  codeCancelled: 'This booking was cancelled.',
  codeExpired: 'This booking expired: it was not collected in time.',
  otherCounter: (counter: string) => `This booking is for collection at ${counter}, not at this counter.`,
  tooManyCodes: (minutes: number) =>
    `Too many wrong pickup codes. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  handedOver: 'Bags handed over must be a whole number from 1 to the bags booked.',
  receiptRequired: `Please enter the receipt number (at most ${BOOKING_LIMITS.receiptNumber} characters).`,
  notBooked: 'This booking is no longer open.',
  reportDates: `Report dates must be written as YYYY-MM-DD, at most ${BOOKING_LIMITS.reportDaysMax} days apart.`,
  state: 'State must be booked, collected, cancelled or expired.',
  counterRequired: 'Please choose the sale counter.',
  windowRequired: 'Please choose a booking window.',
  lineRequired: 'Please choose a variety at a sale counter.',
  bookingNotFound: 'Booking not found.',
  bagsForm: 'Bags must be a whole number, at least 1.',
  acresForm: 'Acres must be a number above 0.',
  forYourselfOnly: 'A booking is made for the signed-in farmer only: it names no number or farmer.',
} as const;

/** What the farmer is told when a booking is refused: the envelope's message is the English, `data.said` both. */
export const BOOKING_REFUSALS = {
  windowClosed: { en: 'Booking for this crop is closed.', hi: 'इस फ़सल की बुकिंग बंद है।' },
  counterClosed: {
    en: 'This sale counter is closed for booking.',
    hi: 'यह बिक्री केंद्र बुकिंग के लिए बंद है।',
  },
  counterNotInWindow: {
    en: 'This sale counter does not take bookings for this crop.',
    hi: 'यह बिक्री केंद्र इस फ़सल की बुकिंग नहीं लेता।',
  },
  lineNotFound: {
    en: 'This variety is not kept at this sale counter.',
    hi: 'यह किस्म इस बिक्री केंद्र पर उपलब्ध नहीं है।',
  },
  noneLeft: { en: 'No bags of this variety are left at this counter.', hi: 'इस केंद्र पर इस किस्म का कोई बैग नहीं बचा है।' },
  fewLeft: (left: number): Bilingual => ({
    en: `Only ${left} ${left === 1 ? 'bag is' : 'bags are'} left at this counter.`,
    hi: `इस केंद्र पर केवल ${left} बैग बचे हैं।`,
  }),
  overLimit: (left: number): Bilingual =>
    left === 0
      ? {
          en: 'You have booked all the bags allowed to you this season.',
          hi: 'आप इस सीज़न में अनुमति के सभी बैग बुक कर चुके हैं।',
        }
      : {
          en: `You may book only ${left} more ${left === 1 ? 'bag' : 'bags'} this season.`,
          hi: `आप इस सीज़न में केवल ${left} और बैग बुक कर सकते हैं।`,
        },
  acresOverMax: (max: number): Bilingual => ({
    en: `Acres may be at most ${max}.`,
    hi: `एकड़ अधिकतम ${max} हो सकते हैं।`,
  }),
  acresRequired: {
    en: 'Please give the acres you sow.',
    hi: 'कृपया बताएँ कि आप कितने एकड़ में बुवाई करेंगे।',
  },
  noShows: (count: number): Bilingual => ({
    en: `You did not collect ${count} ${count === 1 ? 'booking' : 'bookings'} this season, so you cannot book again this season.`,
    hi: `आपने इस सीज़न में ${count} बुकिंग का बीज नहीं लिया, इसलिए इस सीज़न में आप दोबारा बुकिंग नहीं कर सकते।`,
  }),
  notYours: { en: 'Booking not found.', hi: 'बुकिंग नहीं मिली।' },
  notOpen: { en: 'This booking is no longer open.', hi: 'यह बुकिंग अब खुली नहीं है।' },
} as const;

/** A farmer's refusal as the envelope's `data` carries it, beside the English `message`. */
export interface FarmerRefusal {
  said: Bilingual;
  /** Bags still free at the counter, or still allowed to the farmer, where that is what was refused. */
  bagsLeft?: number;
}

const isWhole = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isAbove0 = (value: unknown, max: number) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= max;
const givenLimit = (value: unknown) => value !== undefined && value !== null;

/**
 * What a window must be before the service reads anything: a season of the right form for a field crop of its kind,
 * real dates in order, counters named, and the limit of its kind. Whether the season is current or next, the
 * counters exist and no other window overlaps is the service's to check.
 */
export const BOOKING_WINDOW_RULES: FormRules<BookingWindowForm> = [
  { broken: (form) => !parseSeason(form.season), message: BOOKING_MESSAGES.season },
  { broken: (form) => !findFieldCrop(form.crop), message: BOOKING_MESSAGES.crop },
  {
    broken: (form) => findFieldCrop(form.crop)?.season !== parseSeason(form.season)?.kind,
    message: BOOKING_MESSAGES.cropSeason,
  },
  {
    broken: (form) =>
      !isIndiaDate(form.opensOn) || !isIndiaDate(form.closesOn) || String(form.closesOn) < String(form.opensOn),
    message: BOOKING_MESSAGES.dates,
  },
  {
    broken: (form) =>
      !Array.isArray(form.counterKeys) ||
      form.counterKeys.length === 0 ||
      !form.counterKeys.every((key) => typeof key === 'string'),
    message: BOOKING_MESSAGES.counters,
  },
  {
    broken: (form) => !(BOOKING_LIMIT_KINDS as readonly unknown[]).includes(form.limitKind),
    message: BOOKING_MESSAGES.limitKind,
  },
  {
    broken: (form) => form.limitKind === 'bags' && !isWhole(form.maxBags, 1, BOOKING_LIMITS.bagsPerFarmer),
    message: BOOKING_MESSAGES.maxBags,
  },
  {
    broken: (form) => form.limitKind === 'perAcre' && !isAbove0(form.kgPerAcre, BOOKING_LIMITS.kgPerAcreMax),
    message: BOOKING_MESSAGES.kgPerAcre,
  },
  {
    broken: (form) => form.limitKind === 'perAcre' && !isAbove0(form.maxAcres, BOOKING_LIMITS.acresMax),
    message: BOOKING_MESSAGES.maxAcres,
  },
  {
    broken: (form) =>
      givenLimit(form.collectWithinDays) && !isWhole(form.collectWithinDays, 1, BOOKING_LIMITS.collectWithinDaysMax),
    message: BOOKING_MESSAGES.collectWithinDays,
  },
  {
    broken: (form) => givenLimit(form.noShowLimit) && !isWhole(form.noShowLimit, 1, BOOKING_LIMITS.noShowLimitMax),
    message: BOOKING_MESSAGES.noShowLimit,
  },
];
