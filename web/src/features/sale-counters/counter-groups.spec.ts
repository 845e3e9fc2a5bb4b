import { CONTENT_PLACEHOLDER, type PublicSaleCounter } from '@seedcorp/contracts';
import { byRegionalUnit } from './counter-groups';

const PLACEHOLDER = { en: CONTENT_PLACEHOLDER, hi: CONTENT_PLACEHOLDER };

const counter = (key: string, unit: string, position: number): PublicSaleCounter => ({
  key,
  regionalUnit: { en: unit, hi: unit },
  name: PLACEHOLDER,
  district: null,
  address: PLACEHOLDER,
  official: CONTENT_PLACEHOLDER,
  designation: PLACEHOLDER,
  mobile: CONTENT_PLACEHOLDER,
  openingHours: PLACEHOLDER,
  latitude: null,
  longitude: null,
  position,
  closed: false,
});

describe('the sale counters by regional unit', () => {
  it('names each unit once, where its first counter stands, its counters in display order', () => {
    const groups = byRegionalUnit([
      counter('a', 'Umri', 0),
      counter('b', 'Pataudi', 1),
      counter('c', 'Hisar', 2),
      counter('d', 'Umri ', 3),
      counter('e', 'hisar', 4),
    ]);
    expect(groups.map((group) => [group.regionalUnit.en, group.counters.map((shown) => shown.key)])).toEqual([
      ['Umri', ['a', 'd']],
      ['Pataudi', ['b']],
      ['Hisar', ['c', 'e']],
    ]);
    expect(byRegionalUnit([])).toEqual([]);
  });
});
