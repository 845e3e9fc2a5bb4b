import { formatDate, formatTime } from './date-format';

/** A moment given by the device's own clock, as the admin app and a saved page read it. */
const onDevice = (year: number, month: number, day: number, hours: number, minutes: number) =>
  new Date(year, month - 1, day, hours, minutes);

describe('dates of the content: a calendar date in words', () => {
  it("writes a table's date, a rate list's effective date and a tender's last date in the reader's language", () => {
    expect(formatDate('2025-04-01', { style: 'words' })).toBe('1 April 2025');
    expect(formatDate('2025-04-01', { style: 'words', language: 'hi' })).toBe('1 अप्रैल 2025');
    expect(formatDate('2026-02-28', { style: 'words', language: 'hi' })).toBe('28 फ़रवरी 2026');
  });

  it('shows anything that is not a calendar date as it is', () => {
    expect(formatDate('Kharif 2025', { style: 'words' })).toBe('Kharif 2025');
    expect(formatDate('', { style: 'words' })).toBe('');
  });
});

describe("the public site's dates", () => {
  it("writes a tender's last date day first, with dashes", () => {
    expect(formatDate('2026-12-15', { style: 'dashes' })).toBe('15-12-2026');
    expect(formatDate('soon', { style: 'dashes' })).toBe('soon');
  });

  it('writes the day a page was last updated as the day in India, which begins 5 h 30 min before the day in UTC', () => {
    const format = { style: 'slashes', clock: 'india' } as const;
    expect(formatDate('2026-11-25T18:29:59Z', format)).toBe('25/11/2026');
    expect(formatDate('2026-11-25T18:30:00Z', format)).toBe('26/11/2026');
    expect(formatDate('2025-12-31T20:00:00Z', format)).toBe('01/01/2026');
  });

  it("writes a stock line's update as the moment in India, whatever the time zone of the machine", () => {
    const at = '2026-11-29T04:12:30.000Z';
    expect(formatDate(at, { style: 'words', clock: 'india', time: ', ' })).toBe('29 November 2026, 09:42');
    expect(formatDate(at, { style: 'words', clock: 'india', time: ', ', language: 'hi' })).toBe('29 नवंबर 2026, 09:42');
    // 20:00 UTC is past midnight in India: the next day.
    expect(formatDate('2026-12-31T20:00:00.000Z', { style: 'words', clock: 'india', time: ', ' })).toBe(
      '1 January 2027, 01:30',
    );
  });

  it("writes when a page was saved for reading offline on the device's clock, day first, the time after a comma", () => {
    const format = { style: 'dashes', clock: 'device', time: ', ' } as const;
    expect(formatDate(onDevice(2026, 11, 26, 17, 5), format)).toBe('26-11-2026, 17:05');
    expect(formatDate(onDevice(2027, 1, 3, 9, 7), format)).toBe('03-01-2027, 09:07');
  });
});

describe("the admin app's dates", () => {
  const date = { style: 'dashes', clock: 'device' } as const;
  const dateTime = { ...date, time: ' ' } as const;
  const at = onDevice(2026, 11, 3, 9, 7).toISOString();

  it("writes a moment's date and time on the device's clock", () => {
    expect(formatDate(at, date)).toBe('03-11-2026');
    expect(formatTime(at, 'device')).toBe('09:07');
    expect(formatDate(at, dateTime)).toBe('03-11-2026 09:07');
  });

  it('writes a calendar date as it is, on no clock', () => {
    expect(formatDate('2026-01-05', date)).toBe('05-01-2026');
  });

  it('writes when a scheduled publication happens on the clock in India', () => {
    expect(formatDate('2026-03-31T18:45:00.000Z', { style: 'dashes', clock: 'india', time: ' ' })).toBe(
      '01-04-2026 00:15',
    );
  });

  it('shows a value that is no moment as it is, with no time', () => {
    expect(formatDate('not a date', date)).toBe('not a date');
    expect(formatTime('not a date', 'device')).toBe('');
  });
});
