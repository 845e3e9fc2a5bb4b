import {
  BOOKING_LIMITS,
  BOOKING_WINDOW_RULES,
  FIELD_CROPS,
  firstBrokenRule,
  parseSeason,
  stockSeasons,
  type BookingLimitKind,
  type BookingWindowForm,
  type BookingWindowItem,
  type FieldCrop,
  type FormMode,
} from '@seedcorp/contracts';

/** A window's form while it is filled in: every input's text as typed, the counters ticked. */
export interface WindowDraft {
  season: string;
  crop: string;
  opensOn: string;
  closesOn: string;
  counterKeys: string[];
  limitKind: BookingLimitKind;
  maxBags: string;
  kgPerAcre: string;
  maxAcres: string;
  collectWithinDays: string;
  noShowLimit: string;
}

/** A new window: the first season stock may be kept for, the contract's days to collect, no no-show rule. */
export const blankWindowDraft = (now = new Date()): WindowDraft => ({
  season: stockSeasons(now)[0],
  crop: '',
  opensOn: '',
  closesOn: '',
  counterKeys: [],
  limitKind: 'bags',
  maxBags: '',
  kgPerAcre: '',
  maxAcres: '',
  collectWithinDays: String(BOOKING_LIMITS.collectWithinDaysDefault),
  noShowLimit: '',
});

/** The form filled in from a window as the service holds it. */
export function draftOfWindow(window: BookingWindowItem): WindowDraft {
  const { limit } = window;
  return {
    season: window.season,
    crop: window.crop,
    opensOn: window.opensOn,
    closesOn: window.closesOn,
    counterKeys: window.counters.map((counter) => counter.key),
    limitKind: limit.kind,
    maxBags: limit.kind === 'bags' ? String(limit.bags) : '',
    kgPerAcre: limit.kind === 'perAcre' ? String(limit.kgPerAcre) : '',
    maxAcres: limit.kind === 'perAcre' ? String(limit.maxAcres) : '',
    collectWithinDays: String(window.collectWithinDays),
    noShowLimit: window.noShowLimit === null ? '' : String(window.noShowLimit),
  };
}

/** The field crops sown in a season's kind: those a window of the season may be for. */
export const cropsOfSeason = (season: string): readonly FieldCrop[] =>
  FIELD_CROPS.filter((crop) => crop.season === parseSeason(season)?.kind);

/** A number as typed: none when blank, NaN when it is not one (which the contract's rules then refuse). */
const numberOf = (text: string, pattern: RegExp): number | undefined =>
  text.trim() === '' ? undefined : pattern.test(text.trim()) ? Number(text.trim()) : NaN;
const wholeOf = (text: string) => numberOf(text, /^\d+$/);
const decimalOf = (text: string) => numberOf(text, /^\d+(\.\d+)?$/);

/**
 * What the form sends, and the first problem with it by the contract's rules, in their words and order: only the
 * limit of the kind chosen is sent, days to collect left out when empty (the service's default), and an empty
 * no-show limit is no rule.
 */
export function windowFormOf(draft: WindowDraft, mode: FormMode): { form: BookingWindowForm; problem?: string } {
  const limit =
    draft.limitKind === 'bags'
      ? { maxBags: wholeOf(draft.maxBags) }
      : { kgPerAcre: decimalOf(draft.kgPerAcre), maxAcres: decimalOf(draft.maxAcres) };
  const collectWithinDays = wholeOf(draft.collectWithinDays);
  const form: BookingWindowForm = {
    season: draft.season,
    crop: draft.crop,
    opensOn: draft.opensOn,
    closesOn: draft.closesOn,
    counterKeys: draft.counterKeys,
    limitKind: draft.limitKind,
    ...limit,
    ...(collectWithinDays === undefined ? {} : { collectWithinDays }),
    noShowLimit: wholeOf(draft.noShowLimit) ?? null,
  };
  return { form, problem: firstBrokenRule(BOOKING_WINDOW_RULES, form, mode) };
}
