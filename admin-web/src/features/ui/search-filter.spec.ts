import { filterRows } from './search-filter';

const rows = [
  { title: 'Seed Tender 2026', location: 'Tender', date: '05-01-2026' },
  { title: 'Holiday list', location: 'Home Page', date: null },
];
const fields = (row: (typeof rows)[number]) => [row.title, row.location, row.date];

describe('search of the current page', () => {
  it('matches any searched field, ignoring case', () => {
    expect(filterRows(rows, 'home', fields)).toEqual([rows[1]]);
    expect(filterRows(rows, 'TENDER', fields)).toEqual([rows[0]]);
    expect(filterRows(rows, '05-01', fields)).toEqual([rows[0]]);
  });

  it('keeps every row for blank text and none for text nothing contains', () => {
    expect(filterRows(rows, '  ', fields)).toEqual(rows);
    expect(filterRows(rows, 'xyz', fields)).toEqual([]);
  });

  it('looks only at the fields it is given', () => {
    expect(filterRows(rows, 'Home Page', (row) => [row.title])).toEqual([]);
  });
});
