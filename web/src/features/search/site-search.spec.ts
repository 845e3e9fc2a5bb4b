import { matchOptions } from './site-search';

const options = [
  { label: 'Tenders', path: '/tenders' },
  { label: 'Rabi Seeds', path: '/marketing/rabi-seeds' },
  { label: 'Kharif Seeds', path: '/marketing/kharif-seeds' },
];

describe('matchOptions', () => {
  it('finds nothing for empty text', () => {
    expect(matchOptions(options, '')).toEqual([]);
    expect(matchOptions(options, '   ')).toEqual([]);
  });

  it('matches names containing the text, whatever the case', () => {
    expect(matchOptions(options, 'SEEDS').map((option) => option.path)).toEqual([
      '/marketing/rabi-seeds',
      '/marketing/kharif-seeds',
    ]);
    expect(matchOptions(options, 'ender')).toEqual([options[0]]);
    expect(matchOptions(options, 'wheat')).toEqual([]);
  });
});
