/** The corporation's calendar: a last date of submission is over once that day has ended in India. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** `YYYY-MM-DD` of today in India, moved by `offsetDays`. */
export function indiaDay(offsetDays = 0, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE }).format(now);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}
