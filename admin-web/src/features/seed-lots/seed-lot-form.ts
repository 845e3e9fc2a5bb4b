import {
  firstBrokenRule,
  indiaToday,
  SEED_LOT_RULES,
  seedLotDateProblem,
  trimmedText,
  type AdminSeedLot,
  type FormMode,
  type SeedLotForm,
} from '@seedcorp/contracts';

/** A lot's form while it is filled in: every input's text as typed ('' for a choice not made). */
export type SeedLotDraft = Record<keyof SeedLotForm, string>;

export const BLANK_LOT_DRAFT: SeedLotDraft = {
  lotNumber: '',
  crop: '',
  variety: '',
  seedClass: '',
  season: '',
  plant: '',
  processedOn: '',
  testedOn: '',
  germination: '',
  purity: '',
  moisture: '',
  validUntil: '',
  certificationAgency: '',
  tagSeries: '',
  bags: '',
  bagKg: '',
};

/** The fields of the form, in its order. */
const LOT_FIELDS = Object.keys(BLANK_LOT_DRAFT) as (keyof SeedLotForm)[];

/** The form filled in from a lot as the service holds it. */
export function draftOfLot(lot: AdminSeedLot): SeedLotDraft {
  return {
    lotNumber: lot.lotNumber,
    crop: lot.crop,
    variety: lot.variety.en,
    seedClass: lot.seedClass,
    season: lot.season,
    plant: lot.plant,
    processedOn: lot.processedOn,
    testedOn: lot.testedOn,
    germination: String(lot.germination),
    purity: String(lot.purity),
    moisture: String(lot.moisture),
    validUntil: lot.validUntil,
    certificationAgency: lot.certificationAgency,
    tagSeries: lot.tagSeries,
    bags: String(lot.bags),
    bagKg: String(lot.bagKg),
  };
}

const DECIMAL = /^\d+(\.\d+)?$/;
/** A figure as typed, or NaN for text that is none: the contract's rules then refuse it in their own words. */
const figureOf = (text: string): number => (DECIMAL.test(text.trim()) ? Number(text.trim()) : NaN);

/** What a figure's input keeps of what is typed or pasted: digits and a decimal point. */
export const figureText = (text: string): string => text.replace(/[^\d.]/g, '');

/**
 * What the form sends, and its first problem in the words and order the service reports them: the contract's rules,
 * then the dates against today in India. Whether the variety is published and the number free is the service's.
 */
export function lotFormOf(
  draft: SeedLotDraft,
  mode: FormMode,
  now = new Date(),
): { form: SeedLotForm; problem?: string } {
  const form: SeedLotForm = {
    lotNumber: trimmedText(draft.lotNumber),
    crop: draft.crop,
    variety: trimmedText(draft.variety),
    seedClass: draft.seedClass as SeedLotForm['seedClass'],
    season: trimmedText(draft.season).replace(/\s+/g, ' '),
    plant: draft.plant as SeedLotForm['plant'],
    processedOn: draft.processedOn,
    testedOn: draft.testedOn,
    germination: figureOf(draft.germination),
    purity: figureOf(draft.purity),
    moisture: figureOf(draft.moisture),
    validUntil: draft.validUntil,
    certificationAgency: trimmedText(draft.certificationAgency),
    tagSeries: trimmedText(draft.tagSeries),
    bags: figureOf(draft.bags),
    bagKg: figureOf(draft.bagKg),
  };
  return { form, problem: firstBrokenRule(SEED_LOT_RULES, form, mode) ?? seedLotDateProblem(form, indiaToday(now)) };
}

/**
 * The fields where the form differs from the lot as it is now, each as it is now and as typed: what a stale edit
 * would have overwritten.
 */
export function lotDifferences(
  draft: SeedLotDraft,
  current: AdminSeedLot,
): { field: keyof SeedLotForm; now: string; yours: string }[] {
  const now = draftOfLot(current);
  return LOT_FIELDS.flatMap((field) =>
    now[field] === draft[field] ? [] : [{ field, now: now[field], yours: draft[field] }],
  );
}

/**
 * The form moved onto the lot as it is now: the fields the publisher changed keep what they typed, every other field
 * takes the current value, so that keeping one's own changes never undoes another publisher's.
 */
export function rebasedLotDraft(draft: SeedLotDraft, loaded: AdminSeedLot, current: AdminSeedLot): SeedLotDraft {
  const [was, now] = [draftOfLot(loaded), draftOfLot(current)];
  return Object.fromEntries(
    LOT_FIELDS.map((field) => [field, draft[field] !== was[field] ? draft[field] : now[field]]),
  ) as SeedLotDraft;
}
