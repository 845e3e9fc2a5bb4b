import { groupByDistrict, rowsByDistrict } from './grouped-rows';

describe('rows grouped by district', () => {
  it('takes a plain list as it is', () => {
    const rows = [{ key: 'a', district: 'Hisar' }];
    expect(rowsByDistrict(rows)).toEqual(rows);
  });

  it('flattens lists keyed by district, naming each row its district', () => {
    expect(rowsByDistrict({ Hisar: [{ key: 'a' }], Sirsa: [{ key: 'b' }, { key: 'c' }] })).toEqual([
      { key: 'a', district: 'Hisar' },
      { key: 'b', district: 'Sirsa' },
      { key: 'c', district: 'Sirsa' },
    ]);
    expect(rowsByDistrict(undefined)).toEqual([]);
  });

  it('groups rows by district in order of first appearance', () => {
    const rows = [
      { key: 'a', district: 'Sirsa' },
      { key: 'b', district: 'Hisar' },
      { key: 'c', district: 'Sirsa' },
    ];
    expect(groupByDistrict(rows)).toEqual([
      ['Sirsa', [rows[0], rows[2]]],
      ['Hisar', [rows[1]]],
    ]);
  });
});
