import { formatDate, formatTime } from '@seedcorp/web-shared/dates/date-format';

/** The admin app reads a moment on the device's clock and writes a date day first, with dashes. */
const DATE = { style: 'dashes', clock: 'device' } as const;

/** A `YYYY-MM-DD` date (or an ISO timestamp, read in local time) as DD-MM-YYYY; '-' when there is none. */
export const displayDate = (value: string | null | undefined): string => (value ? formatDate(value, DATE) : '-');

/** The local time of an ISO timestamp as HH:MM. */
export const displayTime = (value: string): string => formatTime(value, 'device');

/** An ISO timestamp as its local date and time, DD-MM-YYYY HH:MM. */
export const displayDateTime = (value: string): string => formatDate(value, { ...DATE, time: ' ' });
