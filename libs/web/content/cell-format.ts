import {
  CONTENT_PLACEHOLDER,
  type CellValue,
  type ContentColumn,
  type PublishedVersion,
  type TableNote,
} from '@seedcorp/contracts';
import { formatDate } from '../dates/date-format';
import { seasonName } from './season-name';

export type ContentLanguage = 'en' | 'hi';

/**
 * Indian digit grouping (last three digits, then pairs): 449000 -> '4,49,000'. Written out rather than left to
 * Intl so the HTML the server sends does not depend on its ICU data.
 */
export function formatIndian(value: number, fractionDigits?: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const fixed = fractionDigits === undefined ? String(Math.abs(value)) : Math.abs(value).toFixed(fractionDigits);
  const [whole, fraction] = fixed.split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

export const isContentPlaceholder = (value: unknown): boolean => value === CONTENT_PLACEHOLDER;

/** The `tel:` address of a phone number as written ('0172 270-0000' dials 01722700000). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[\s-]/g, '')}`;

/** The Hindi of the words a figure column may hold instead of a figure ("No subsidy" is a fact, unlike a 0). */
const STATED_WORDS_HI: Readonly<Record<string, string>> = {
  'No subsidy': 'कोई सब्सिडी नहीं',
  'No fee': 'कोई शुल्क नहीं',
  Total: 'कुल',
};

/** A cell's words in the reader's language: a text cell's Hindi where it has one, a number grouped the Indian way. */
export function cellText(
  value: CellValue | null | undefined,
  column: ContentColumn,
  language: ContentLanguage,
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return (language === 'hi' && value.hi) || value.en;
  if (language === 'hi' && typeof value === 'string' && column.words?.includes(value)) {
    return STATED_WORDS_HI[value] ?? value;
  }
  if (typeof value === 'number') {
    if (column.type === 'rupees') return formatIndian(value, Number.isInteger(value) ? undefined : 2);
    return column.type === 'quantity' || column.type === 'whole' ? formatIndian(value) : String(value);
  }
  return column.type === 'date' ? formatDate(value, { style: 'words', language }) : value;
}

/**
 * A note under a table as a reader of the language is shown it, with the language it is in: its Hindi where it has
 * one, as a text cell's, else its English.
 */
export function noteText(note: TableNote, language: ContentLanguage): { text: string; language: ContentLanguage } {
  const hindi = language === 'hi' && typeof note === 'object' ? note.hi : undefined;
  if (hindi) return { text: hindi, language: 'hi' };
  return { text: typeof note === 'string' ? note : note.en, language: 'en' };
}

export type TableTerms = Pick<PublishedVersion, 'season' | 'effectiveFrom'>;

/** The few words a table adds around the corporation's own captions and headers. */
export const TABLE_TEXTS = {
  en: {
    season: 'Season',
    effectiveFrom: 'Effective from',
    notStated: CONTENT_PLACEHOLDER,
    earlierRateLists: 'Earlier rate lists',
    newTab: '(opens in a new tab)',
  },
  hi: {
    season: 'मौसम',
    effectiveFrom: 'से लागू',
    notStated: 'निगम द्वारा पुष्टि की जानी है',
    earlierRateLists: 'पिछली दर सूचियाँ',
    newTab: '(नए टैब में खुलता है)',
  },
} as const;

/**
 * A rate list's season and the date it applies from, in the reader's language: 'Season: Kharif 2025 · Effective
 * from: 1 April 2025', 'मौसम: खरीफ 2025 · से लागू: 1 अप्रैल 2025'.
 */
export function termsText(terms: TableTerms, language: ContentLanguage): string {
  const texts = TABLE_TEXTS[language];
  const season = isContentPlaceholder(terms.season) ? texts.notStated : seasonName(terms.season ?? '', language);
  const from = terms.effectiveFrom ? formatDate(terms.effectiveFrom, { style: 'words', language }) : texts.notStated;
  return `${texts.season}: ${season} · ${texts.effectiveFrom}: ${from}`;
}
