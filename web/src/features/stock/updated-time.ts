const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago a line was updated, in the one unit a farmer reads it by: under a minute is "just now", then whole
 * minutes, hours and days, each rounded down (a line updated 119 minutes ago was updated an hour ago, not two).
 * A clock a little behind the server's counts as "just now".
 */
export type Elapsed = { unit: 'now' } | { unit: 'minute' | 'hour' | 'day'; count: number };

export function elapsedSince(updatedAt: string, now: number): Elapsed {
  const ms = Math.max(0, now - Date.parse(updatedAt));
  if (ms < MINUTE_MS) return { unit: 'now' };
  if (ms < HOUR_MS) return { unit: 'minute', count: Math.floor(ms / MINUTE_MS) };
  if (ms < DAY_MS) return { unit: 'hour', count: Math.floor(ms / HOUR_MS) };
  return { unit: 'day', count: Math.floor(ms / DAY_MS) };
}

/** Every chrome text `updatedText` may give: a page kept open says a later one than it was rendered with. */
export const UPDATED_TEXT_KEYS = [
  'updatedJustNow',
  'updatedMinute',
  'updatedMinutes',
  'updatedHour',
  'updatedHours',
  'updatedDay',
  'updatedDays',
] as const;

/** The chrome text saying it ("updated 2 hours ago"), and the count it fills in. */
export function updatedText(elapsed: Elapsed): { key: string; count?: number } {
  if (elapsed.unit === 'now') return { key: 'updatedJustNow' };
  const plural = elapsed.count === 1 ? '' : 's';
  const unit = `${elapsed.unit[0].toUpperCase()}${elapsed.unit.slice(1)}`;
  return { key: `updated${unit}${plural}`, count: elapsed.count };
}
