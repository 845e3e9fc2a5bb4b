import type { Bilingual } from './content';
import { DISTRICTS } from './directories';
import type { PageQuery } from './envelope';
import { blank, listed, longerThan, type FormRules } from './form-rules';

/** The record type the audit trail names a sale counter's changes by. */
export const SALE_COUNTER_RECORD_TYPE = 'saleCounter';
/** The record type of the counters a counter operator keeps, named by the operator's admin id. */
export const COUNTER_OPERATOR_RECORD_TYPE = 'counterOperator';

/** India's mainland and islands lie within these; a point outside is a typing slip, not a counter. */
export const INDIA_BOUNDS = { latitudeMin: 6, latitudeMax: 38, longitudeMin: 68, longitudeMax: 98 } as const;

export const SALE_COUNTER_LIMITS = {
  /** Names, units, designations, the official and opening hours, in each language. */
  text: 200,
  address: 500,
  mobile: 100,
  reason: 500,
  position: 100_000,
  /** The counters one operator may keep: a district's worth, with room to spare. */
  operatorCounters: 50,
} as const;

/** What an administrator writes of a counter; its state (open or closed) has calls of its own. */
export interface SaleCounterForm {
  regionalUnit: Bilingual;
  name: Bilingual;
  /** One of `DISTRICTS`, or null while the corporation has not said. */
  district?: string | null;
  address: Bilingual;
  /** A person's name, kept as written in both languages. */
  official: string;
  designation: Bilingual;
  /** As the corporation lists it: one number or several. */
  mobile: string;
  openingHours: Bilingual;
  /** Both or neither. */
  latitude?: number | null;
  longitude?: number | null;
  /** Display order; a new counter goes last without one. */
  position?: number;
}

export interface UpdateSaleCounterRequest extends SaleCounterForm {
  key: string;
  /** The `version` the administrator loaded; a change based on any other is refused whole (409). */
  baseVersion: number;
}

export interface CloseSaleCounterRequest {
  key: string;
  reason: string;
}

export interface SaleCounterKey {
  key: string;
}

export type SaleCounterListRequest = PageQuery;

/** A counter as the admin list shows it. */
export interface SaleCounterItem {
  key: string;
  regionalUnit: Bilingual;
  name: Bilingual;
  district: string | null;
  address: Bilingual;
  official: string;
  designation: Bilingual;
  mobile: string;
  openingHours: Bilingual;
  latitude: number | null;
  longitude: number | null;
  position: number;
  closed: boolean;
  closedAt: string | null;
  closedReason: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** `web/getCounters`: every counter in display order, a closed one marked closed; nothing per visitor. */
export type PublicSaleCounter = Omit<
  SaleCounterItem,
  'closedAt' | 'closedReason' | 'version' | 'createdAt' | 'updatedAt'
>;

export const SALES_MESSAGES = {
  countersFetched: 'Sale counters fetched successfully.',
  counterCreated: 'Sale counter created successfully.',
  counterUpdated: 'Sale counter updated successfully.',
  counterClosed: 'Sale counter closed successfully.',
  counterReopened: 'Sale counter reopened successfully.',
  counterNotFound: 'Sale counter not found.',
  required: 'Please fill all required fields in English and Hindi.',
  notText: 'The fields must be text.',
  notBilingual: 'Each of the unit, name, address, designation and opening hours needs its English and Hindi.',
  tooLong: `Names, the unit, the official, the designation and opening hours may be at most ${SALE_COUNTER_LIMITS.text} characters, the address ${SALE_COUNTER_LIMITS.address} and the mobile ${SALE_COUNTER_LIMITS.mobile}.`,
  unknownDistrict: 'District is not in the list of districts.',
  coordinatesPair: 'Give both the latitude and the longitude, or neither.',
  coordinatesNumbers: 'The latitude and longitude must be numbers.',
  outsideIndia: `The location must lie in India (latitude ${INDIA_BOUNDS.latitudeMin} to ${INDIA_BOUNDS.latitudeMax}, longitude ${INDIA_BOUNDS.longitudeMin} to ${INDIA_BOUNDS.longitudeMax}).`,
  position: `The display order must be a whole number from 0 to ${SALE_COUNTER_LIMITS.position}.`,
  baseVersion: 'The version the change is based on is required.',
  staleVersion: (current: number) =>
    `Another administrator changed this sale counter first (it is now at version ${current}). Nothing was changed: the answer holds the counter as it is now; make your change again on it.`,
  reasonRequired: 'Please give the reason the counter is closed.',
  reasonTooLong: `The reason may be at most ${SALE_COUNTER_LIMITS.reason} characters.`,
  alreadyClosed: 'The sale counter is already closed.',
  notClosed: 'The sale counter is not closed.',
  operatorFetched: "The operator's sale counters fetched successfully.",
  operatorSaved: "The operator's sale counters saved successfully.",
  operatorRequired: 'Please choose the counter operator.',
  operatorCounters: `Choose the operator's sale counters as a list of at most ${SALE_COUNTER_LIMITS.operatorCounters}.`,
  notYourCounter: 'This sale counter is not one of yours: you keep the stock of your own counters only.',
} as const;

type SaleCounterFormFields = Omit<SaleCounterForm, 'position'>;

const SHORT_BILINGUAL_FIELDS = ['regionalUnit', 'name', 'designation', 'openingHours'] as const;
const BILINGUAL_FIELDS = [...SHORT_BILINGUAL_FIELDS, 'address'] as const;

const languages = (value: unknown): Partial<Bilingual> =>
  typeof value === 'object' && value !== null ? (value as Partial<Bilingual>) : {};

const blankBilingual = (value: unknown) => blank(languages(value).en) || blank(languages(value).hi);
const bilingualLongerThan = (value: unknown, limit: number) =>
  longerThan(languages(value).en, limit) || longerThan(languages(value).hi, limit);

/** Absent, null and blank all mean "not given" (a form's empty input sends ''). */
export const givenValue = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

const outside = (value: unknown, min: number, max: number) =>
  typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max;

/**
 * The two-language fields in their shape, then every text in both languages (the official's name and the mobile
 * once, as written), then the lengths, the district, and the location: both coordinates or neither, inside India.
 */
export const SALE_COUNTER_FORM_RULES: FormRules<SaleCounterFormFields> = [
  {
    broken: (form) =>
      BILINGUAL_FIELDS.some(
        (field) => givenValue(form[field]) && (typeof form[field] !== 'object' || Array.isArray(form[field])),
      ),
    message: SALES_MESSAGES.notBilingual,
  },
  {
    broken: (form) =>
      BILINGUAL_FIELDS.some((field) => blankBilingual(form[field])) || blank(form.official) || blank(form.mobile),
    message: SALES_MESSAGES.required,
  },
  {
    broken: (form) =>
      SHORT_BILINGUAL_FIELDS.some((field) => bilingualLongerThan(form[field], SALE_COUNTER_LIMITS.text)) ||
      bilingualLongerThan(form.address, SALE_COUNTER_LIMITS.address) ||
      longerThan(form.official, SALE_COUNTER_LIMITS.text) ||
      longerThan(form.mobile, SALE_COUNTER_LIMITS.mobile),
    message: SALES_MESSAGES.tooLong,
  },
  {
    broken: (form) => givenValue(form.district) && !listed(DISTRICTS, form.district),
    message: SALES_MESSAGES.unknownDistrict,
  },
  {
    broken: (form) => givenValue(form.latitude) !== givenValue(form.longitude),
    message: SALES_MESSAGES.coordinatesPair,
  },
  {
    broken: (form) =>
      givenValue(form.latitude) &&
      (outside(form.latitude, INDIA_BOUNDS.latitudeMin, INDIA_BOUNDS.latitudeMax) ||
        outside(form.longitude, INDIA_BOUNDS.longitudeMin, INDIA_BOUNDS.longitudeMax)),
    message: SALES_MESSAGES.outsideIndia,
  },
];

/** Closing needs its reason, as a visitor's question about the counter will. */
export const CLOSE_SALE_COUNTER_RULES: FormRules<Omit<CloseSaleCounterRequest, 'key'>> = [
  { broken: (form) => blank(form.reason), message: SALES_MESSAGES.reasonRequired },
  { broken: (form) => longerThan(form.reason, SALE_COUNTER_LIMITS.reason), message: SALES_MESSAGES.reasonTooLong },
];

/** `operators/get`: the admin whose counters are asked for. */
export interface CounterOperatorKey {
  adminId: string;
}

/**
 * The sale counters a counter operator keeps (`operators/set` replaces them whole). Kept by the sales service, beside
 * the stock they guard, so that a change of stock and the check that its counter is the operator's are one
 * transaction.
 */
export interface CounterOperatorCounters {
  adminId: string;
  counterKeys: string[];
}
