import {
  firstBrokenRule,
  SALE_COUNTER_FORM_RULES,
  SALES_MESSAGES,
  trimmedText,
  type Bilingual,
  type FormMode,
  type SaleCounterForm,
  type SaleCounterItem,
} from '@seedcorp/contracts';

/** The texts a counter keeps in English and Hindi, in the form's order. */
export const BILINGUAL_COUNTER_FIELDS = ['name', 'regionalUnit', 'address', 'designation', 'openingHours'] as const;
type BilingualCounterField = (typeof BILINGUAL_COUNTER_FIELDS)[number];

/** A counter's form while it is filled in: every input's text as typed ('' for a district not chosen). */
export type SaleCounterDraft = Record<BilingualCounterField, Bilingual> & {
  district: string;
  official: string;
  mobile: string;
  latitude: string;
  longitude: string;
};

const blankBilingual = (): Bilingual => ({ en: '', hi: '' });

export const BLANK_COUNTER_DRAFT: SaleCounterDraft = {
  name: blankBilingual(),
  regionalUnit: blankBilingual(),
  address: blankBilingual(),
  designation: blankBilingual(),
  openingHours: blankBilingual(),
  district: '',
  official: '',
  mobile: '',
  latitude: '',
  longitude: '',
};

/** The form filled in from a counter as the service holds it. */
export function draftOfCounter(counter: SaleCounterItem): SaleCounterDraft {
  const coordinate = (value: number | null) => (value === null ? '' : String(value));
  return {
    name: counter.name,
    regionalUnit: counter.regionalUnit,
    address: counter.address,
    designation: counter.designation,
    openingHours: counter.openingHours,
    district: counter.district ?? '',
    official: counter.official,
    mobile: counter.mobile,
    latitude: coordinate(counter.latitude),
    longitude: coordinate(counter.longitude),
  };
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
/** A coordinate as typed: none when blank, NaN when it is not a number. */
const coordinateOf = (text: string): number | null =>
  text.trim() === '' ? null : DECIMAL.test(text.trim()) ? Number(text) : NaN;

/**
 * What the form sends, and the first problem with it in the words and order the service reports them: the
 * coordinates must be numbers before the contract's rules are read.
 */
export function counterFormOf(draft: SaleCounterDraft, mode: FormMode): { form: SaleCounterForm; problem?: string } {
  const latitude = coordinateOf(draft.latitude);
  const longitude = coordinateOf(draft.longitude);
  const bilingual = (value: Bilingual): Bilingual => ({ en: trimmedText(value.en), hi: trimmedText(value.hi) });
  const form: SaleCounterForm = {
    name: bilingual(draft.name),
    regionalUnit: bilingual(draft.regionalUnit),
    address: bilingual(draft.address),
    designation: bilingual(draft.designation),
    openingHours: bilingual(draft.openingHours),
    district: draft.district === '' ? null : draft.district,
    official: trimmedText(draft.official),
    mobile: trimmedText(draft.mobile),
    latitude,
    longitude,
  };
  if (Number.isNaN(latitude) || Number.isNaN(longitude)) return { form, problem: SALES_MESSAGES.coordinatesNumbers };
  return { form, problem: firstBrokenRule(SALE_COUNTER_FORM_RULES, form, mode) };
}

type DraftField = keyof SaleCounterDraft;
const textOf = (value: Bilingual | string) => (typeof value === 'string' ? value : `${value.en} / ${value.hi}`);

/**
 * The fields where the form differs from the counter as it is now, each as it is now and as typed: what a stale
 * edit would have overwritten.
 */
export function counterDifferences(
  draft: SaleCounterDraft,
  current: SaleCounterItem,
): { field: DraftField; now: string; yours: string }[] {
  const now = draftOfCounter(current);
  return (Object.keys(BLANK_COUNTER_DRAFT) as DraftField[]).flatMap((field) => {
    const [was, typed] = [textOf(now[field]), textOf(draft[field])];
    return was === typed ? [] : [{ field, now: was, yours: typed }];
  });
}

/**
 * The form moved onto the counter as it is now: the fields the admin changed keep what they typed, every other field
 * takes the current value, so that keeping one's own changes never undoes another admin's.
 */
export function rebasedDraft(
  draft: SaleCounterDraft,
  loaded: SaleCounterItem,
  current: SaleCounterItem,
): SaleCounterDraft {
  const [was, now] = [draftOfCounter(loaded), draftOfCounter(current)];
  const rebased = { ...now };
  for (const field of Object.keys(BLANK_COUNTER_DRAFT) as DraftField[]) {
    if (textOf(draft[field]) !== textOf(was[field])) Object.assign(rebased, { [field]: draft[field] });
  }
  return rebased;
}
