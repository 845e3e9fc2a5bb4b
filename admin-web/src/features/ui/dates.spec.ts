import { displayDate, displayDateTime, displayTime } from './dates';

describe('dates on screen', () => {
  it('shows a calendar date as DD-MM-YYYY', () => {
    expect(displayDate('2026-01-05')).toBe('05-01-2026');
  });

  it('shows a timestamp as its local date and time', () => {
    const at = new Date(2026, 10, 3, 9, 7).toISOString();
    expect(displayDate(at)).toBe('03-11-2026');
    expect(displayTime(at)).toBe('09:07');
    expect(displayDateTime(at)).toBe('03-11-2026 09:07');
  });

  it("shows '-' for a missing date", () => {
    expect(displayDate(null)).toBe('-');
    expect(displayDate('')).toBe('-');
  });
});
