import { orDash, sortedGroups } from './grouped';

describe('sortedGroups', () => {
  it('puts the head office first and the other locations alphabetically', () => {
    const groups = { Sirsa: [1], 'Head Office': [2], Bhiwani: [3] };
    expect(sortedGroups(groups).map(([location]) => location)).toEqual(['Head Office', 'Bhiwani', 'Sirsa']);
  });

  it('shows a dash for missing values', () => {
    expect(orDash('')).toBe('-');
    expect(orDash(undefined)).toBe('-');
    expect(orDash('  ')).toBe('-');
    expect(orDash('Umri')).toBe('Umri');
  });
});
