import { masterValues, valuesListedIn } from './master-values';

describe('master list values', () => {
  it('accepts plain strings and objects carrying type or name', () => {
    expect(masterValues(['Hisar', { type: 'Tender', needsSubmissionDate: true }, { name: 'PIO' }])).toEqual([
      'Hisar',
      'Tender',
      'PIO',
    ]);
  });

  it('drops entries it cannot name and answers an empty list for anything but a list', () => {
    expect(masterValues([{ id: 1 }, 7, null, 'Sirsa'])).toEqual(['Sirsa']);
    expect(masterValues({ type: 'Tender' })).toEqual([]);
  });

  it('offers the values the contract lists, in its order', () => {
    expect(
      valuesListedIn(['Head Office', 'Atlantis', 'Directors'], ['Directors', 'Head Office', 'Regional Office']),
    ).toEqual(['Directors', 'Head Office']);
  });
});
