import { displayDate, filterTenders } from './tender-filter';

const tenders = [
  { title: 'Supply of gunny bags', subDate: '2026-12-15' },
  { title: 'Printing of SEED bags', subDate: '2027-01-05' },
];

describe('filterTenders', () => {
  it('keeps every tender for empty text', () => {
    expect(filterTenders(tenders, '')).toEqual(tenders);
  });

  it('matches the title whatever the case, or the date as stored or as shown', () => {
    expect(filterTenders(tenders, 'seed')).toEqual([tenders[1]]);
    expect(filterTenders(tenders, 'BAGS')).toEqual(tenders);
    expect(filterTenders(tenders, '2026-12')).toEqual([tenders[0]]);
    expect(filterTenders(tenders, '05-01-2027')).toEqual([tenders[1]]);
    expect(filterTenders(tenders, 'roof')).toEqual([]);
  });

  it('shows dates day first', () => {
    expect(displayDate('2026-12-15')).toBe('15-12-2026');
    expect(displayDate('soon')).toBe('soon');
  });
});
