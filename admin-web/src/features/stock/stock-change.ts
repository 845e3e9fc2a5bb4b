import {
  bagsAfter,
  findFieldCrop,
  FIELD_CROPS,
  firstBrokenRule,
  parseSeason,
  SEED_CLASS_NAMES,
  SEED_CLASSES,
  STOCK_CHANGE_RULES,
  type SeedClass,
  type StockChangeReason,
  type StockChangeRequest,
  type StockLineItem,
} from '@seedcorp/contracts';
import { STOCK_TEXTS, type StockLanguage } from '../../content/stock';

/** What a change says as typed: the reason chosen ('' before one is) and the bags and note as written. */
export interface ChangeDraft {
  reason: StockChangeReason | '';
  bags: string;
  note: string;
}

export const BLANK_CHANGE: ChangeDraft = { reason: '', bags: '', note: '' };

/** A new line as chosen and typed: its crop's slug, the variety's English name, the class and the bag size. */
export interface NewLineDraft {
  crop: string;
  variety: string;
  seedClass: SeedClass | '';
  bagKg: string;
}

export const BLANK_NEW_LINE: NewLineDraft = { crop: '', variety: '', seedClass: '', bagKg: '' };

/** The line a change is recorded on: its counter, season, crop, variety, class and bag size. */
type LineIdentity = Pick<StockChangeRequest, 'counterKey' | 'season' | 'crop' | 'variety' | 'seedClass' | 'bagKg'>;

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+([.,]\d+)?$/;

/** Bags as typed: a whole number, else NaN (which the rules refuse in their words). */
const bagsOf = (text: string): number => (WHOLE.test(text.trim()) ? Number(text.trim()) : NaN);

/** A bag size as typed, with a decimal point or a comma: '40', '0.5', '2,5'. */
const bagKgOf = (text: string): number => (DECIMAL.test(text.trim()) ? Number(text.trim().replace(',', '.')) : NaN);

export const identityOfLine = (line: StockLineItem): LineIdentity => ({
  counterKey: line.counterKey,
  season: line.season,
  crop: line.crop,
  variety: line.variety.en,
  seedClass: line.seedClass,
  bagKg: line.bagKg,
});

export const identityOfNewLine = (counterKey: string, season: string, draft: NewLineDraft): LineIdentity => ({
  counterKey,
  season,
  crop: draft.crop,
  variety: draft.variety,
  seedClass: draft.seedClass as SeedClass,
  bagKg: bagKgOf(draft.bagKg),
});

/** The change as sent: on the line's version as loaded (0 for a line not kept yet). */
export function changeRequestOf(line: LineIdentity, baseVersion: number, draft: ChangeDraft): StockChangeRequest {
  const note = draft.note.trim();
  return {
    ...line,
    reason: draft.reason as StockChangeReason,
    bags: bagsOf(draft.bags),
    baseVersion,
    ...(note ? { note } : {}),
  };
}

/**
 * Why the change cannot be sent, in the service's words: the contract's rules, then the bags on hand, which a sale
 * or a transfer may not exceed. `onHand` of the line as loaded.
 */
export function changeProblem(request: StockChangeRequest, onHand: number): string | undefined {
  const broken = firstBrokenRule(STOCK_CHANGE_RULES, request, request.baseVersion === 0 ? 'create' : 'update');
  if (broken) return broken;
  const after = bagsAfter(onHand, request.reason, request.bags);
  return 'refused' in after ? after.refused : undefined;
}

/** The bags on hand after the change as typed so far; none until it reads as a change. */
export function bagsAfterDraft(onHand: number, draft: ChangeDraft): number | undefined {
  const bags = bagsOf(draft.bags);
  if (!draft.reason || Number.isNaN(bags)) return undefined;
  const after = bagsAfter(onHand, draft.reason, bags);
  return 'after' in after ? after.after : undefined;
}

/** The crops sown in the season (`Rabi 2026-27`: the Rabi crops), in the site's order. */
export const cropsOfSeason = (season: string) =>
  FIELD_CROPS.filter((crop) => crop.season === parseSeason(season)?.kind);

const cropOrder = (slug: string) => FIELD_CROPS.findIndex((crop) => crop.slug === slug);

/** The lines in the order the public read gives them: the field crops' order, then variety, class and bag size. */
function compareLines(a: StockLineItem, b: StockLineItem): number {
  return (
    cropOrder(a.crop) - cropOrder(b.crop) ||
    a.variety.en.localeCompare(b.variety.en) ||
    SEED_CLASSES.indexOf(a.seedClass) - SEED_CLASSES.indexOf(b.seedClass) ||
    a.bagKg - b.bagKg
  );
}

/** The lines as the site lists them, whatever order they were read in. */
export const inSiteOrder = (lines: readonly StockLineItem[]): StockLineItem[] => [...lines].sort(compareLines);

/** The lines with `line` as it now is: in place of its older self, or added in its place in the order. */
export const withLine = (lines: readonly StockLineItem[], line: StockLineItem): StockLineItem[] =>
  inSiteOrder([...lines.filter((each) => each.key !== line.key), line]);

/** A line named in a heading or a button: crop, variety, class and bag size. */
export function lineName(
  line: Pick<StockLineItem, 'crop' | 'variety' | 'seedClass' | 'bagKg'>,
  language: StockLanguage,
): string {
  const crop = findFieldCrop(line.crop)?.name[language] ?? line.crop;
  const size = STOCK_TEXTS[language].kg(line.bagKg);
  return `${crop} ${line.variety[language]}, ${SEED_CLASS_NAMES[line.seedClass][language]}, ${size}`;
}
