import type { ContentLanguage } from '../content/cell-format';

/**
 * Every date and time both apps show, written out here rather than left to Intl, so that the HTML the server sends
 * and the browser's hydration agree whatever their time zone and ICU data.
 */

/**
 * The clock a moment is read on: India's (one offset all year, UTC+05:30, so no time-zone data is needed on the
 * server or in the browser), or the device's own.
 */
export type Clock = 'india' | 'device';

/** How a date is written: '1 April 2025' (the month in the reader's language), '01-04-2025' or '01/04/2025'. */
type DateStyle = 'words' | 'dashes' | 'slashes';

export interface DateFormat {
  style: DateStyle;
  /** The clock a moment is read on. A calendar date ('2025-04-01') is the same day on every clock. */
  clock?: Clock;
  /** The time of day after the date, on a 24-hour clock, after this separator: '1 April 2025, 09:05'. */
  time?: ', ' | ' ';
  /** The language of a month written in words; English unless said. */
  language?: ContentLanguage;
}

const INDIA_OFFSET_MS = 330 * 60_000;

const MONTHS: Record<ContentLanguage, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};

const two = (value: number) => String(value).padStart(2, '0');

interface ClockReading {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

/** A calendar date ('2025-04-01'), which has no time of day and so no clock to read it on. */
function calendarDate(value: string | Date): ClockReading | undefined {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match
    ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]), hours: 0, minutes: 0 }
    : undefined;
}

/** What the clock shows at a moment; undefined when the value is no moment. */
function read(value: string | Date, clock: Clock): ClockReading | undefined {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return undefined;
  if (clock === 'device') {
    return {
      year: at.getFullYear(),
      month: at.getMonth() + 1,
      day: at.getDate(),
      hours: at.getHours(),
      minutes: at.getMinutes(),
    };
  }
  const india = new Date(at.getTime() + INDIA_OFFSET_MS);
  return {
    year: india.getUTCFullYear(),
    month: india.getUTCMonth() + 1,
    day: india.getUTCDate(),
    hours: india.getUTCHours(),
    minutes: india.getUTCMinutes(),
  };
}

function writtenDate({ year, month, day }: ClockReading, style: DateStyle, language: ContentLanguage): string {
  if (style === 'words') return `${day} ${MONTHS[language][month - 1]} ${year}`;
  const separator = style === 'dashes' ? '-' : '/';
  return [two(day), two(month), year].join(separator);
}

/** The time of day of a moment on the clock, on a 24-hour clock: '09:05'; '' when the value is no moment. */
export function formatTime(value: string | Date, clock: Clock): string {
  const reading = read(value, clock);
  return reading ? `${two(reading.hours)}:${two(reading.minutes)}` : '';
}

/**
 * A date, or a moment's date (and time) on the clock given, written in the format's style. A value that is neither
 * a calendar date nor, with a clock, a moment is shown as it is.
 */
export function formatDate(value: string | Date, { style, clock, time, language = 'en' }: DateFormat): string {
  const day = calendarDate(value) ?? (clock && read(value, clock));
  if (!day) return typeof value === 'string' ? value : String(value);
  const date = writtenDate(day, style, language);
  return time && clock ? `${date}${time}${formatTime(value, clock)}` : date;
}
