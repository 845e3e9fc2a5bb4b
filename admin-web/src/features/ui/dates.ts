const pad = (value: number) => String(value).padStart(2, '0');

/** A `YYYY-MM-DD` date (or an ISO timestamp, read in local time) as DD-MM-YYYY; '-' when there is none. */
export function displayDate(value: string | null | undefined): string {
  if (!value) return '-';
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) return `${dateOnly[3]}-${dateOnly[2]}-${dateOnly[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

/** The local time of an ISO timestamp as HH:MM. */
export function displayTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An ISO timestamp as its local date and time, DD-MM-YYYY HH:MM. */
export const displayDateTime = (value: string): string => `${displayDate(value)} ${displayTime(value)}`;
