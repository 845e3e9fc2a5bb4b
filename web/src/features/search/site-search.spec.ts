import { limitSuggestions, matchOptions, matchPages, type IndexedPage } from './site-search';

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

describe('matchPages', () => {
  const pages: IndexedPage[] = [
    { path: '/rti', title: 'RTI Act, 2005', text: 'Application fees' },
    { path: '/rti/fees', title: 'Fees', text: 'RTI Act, 2005\nApplication fee: Rs 50.' },
    { path: '/marketing/rabi-seeds', title: 'Rabi Seeds', text: 'Wheat\nGram' },
    { path: '/products/wheat', title: 'Wheat', text: 'C-306 (Desi)' },
    { path: '/about', title: 'About Us', text: 'Wheat seed and gram seed' },
  ];
  const label = (path: string) => `label of ${path}`;
  const english = (path: string) => pages.find((page) => page.path === path)?.title ?? '';

  it('finds nothing for empty text', () => {
    expect(matchPages(pages, '  ', label)).toEqual([]);
  });

  it('needs every word, in any case, and labels each page once by its title', () => {
    expect(matchPages(pages, 'c-306', label)).toEqual([{ label: 'label of /products/wheat', path: '/products/wheat' }]);
    expect(matchPages(pages, 'wheat GRAM', english).map((option) => option.path)).toEqual([
      '/marketing/rabi-seeds',
      '/about',
    ]);
    expect(matchPages(pages, 'wheat barley', english)).toEqual([]);
  });

  it('matches the start of words in the text, and any part of the title as the spec asks', () => {
    expect(matchPages(pages, 'pplication', english)).toEqual([]);
    expect(matchPages(pages, 'heat', english).map((option) => option.path)).toEqual(['/products/wheat']);
    expect(matchPages(pages, 'Rs 5', english).map((option) => option.path)).toEqual(['/rti/fees']);
  });

  it('puts title matches first, then pages whose title holds more of the words, then those using them more', () => {
    expect(matchPages(pages, 'wheat', english).map((option) => option.path)).toEqual([
      '/products/wheat',
      '/marketing/rabi-seeds',
      '/about',
    ]);
    // Each title holds one of the words; the fees page uses them three times, the index twice.
    expect(matchPages(pages, 'fee rti', english).map((option) => option.path)).toEqual(['/rti/fees', '/rti']);
    expect(matchPages(pages, 'gram seed', english).map((option) => option.path)).toEqual([
      '/marketing/rabi-seeds',
      '/about',
    ]);
  });
});

describe('limitSuggestions', () => {
  const many = (n: number, kind: string) =>
    Array.from({ length: n }, (_, i) => ({ label: `${kind} ${i}`, path: `/${i}` }));

  it('shows at most ten, keeping three places for notices when pages alone would fill them', () => {
    expect(limitSuggestions(many(20, 'page'), many(5, 'notice'))).toMatchObject({
      pages: many(7, 'page'),
      notices: many(3, 'notice'),
    });
    expect(limitSuggestions(many(2, 'page'), many(20, 'notice'))).toMatchObject({
      pages: many(2, 'page'),
      notices: many(8, 'notice'),
    });
    expect(limitSuggestions(many(20, 'page'), [])).toMatchObject({ pages: many(10, 'page'), notices: [] });
  });
});
