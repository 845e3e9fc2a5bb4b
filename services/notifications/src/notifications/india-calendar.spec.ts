import { indiaDay } from './india-calendar';

describe('indiaDay', () => {
  it('is already the next day in India late in the UTC evening', () => {
    expect(indiaDay(0, new Date('2025-03-31T19:00:00Z'))).toBe('2025-04-01');
    expect(indiaDay(0, new Date('2025-03-31T18:00:00Z'))).toBe('2025-03-31');
  });

  it('counts days across month and year ends', () => {
    expect(indiaDay(-1, new Date('2025-03-01T06:00:00Z'))).toBe('2025-02-28');
    expect(indiaDay(1, new Date('2024-12-31T06:00:00Z'))).toBe('2025-01-01');
  });
});
