import {
  limitSuggestions,
  matchOptions,
  matchPages,
  searchableText,
  type SearchablePage,
  type SearchLanguage,
} from './site-search';

const options = [
  { label: 'Tenders', path: '/tenders' },
  { label: 'Rabi Seeds', path: '/marketing/rabi-seeds' },
  { label: 'Kharif Seeds', path: '/marketing/kharif-seeds' },
  { label: 'ख़रीफ़ बीज मेला', path: '/latest-news' },
];

type Words = [titles: string[], lines: string[]];
const page = (
  path: string,
  en: Words,
  hi: Words = en,
  sections: [en: string[], hi: string[]] = [[], []],
): SearchablePage => ({
  path,
  en: searchableText(en[0], sections[0], en[1]),
  hi: searchableText(hi[0], sections[1], hi[1]),
});

describe('matchOptions', () => {
  it('finds nothing for empty text', () => {
    expect(matchOptions(options, '')).toEqual([]);
    expect(matchOptions(options, '   ')).toEqual([]);
  });

  it('matches names containing the text, whatever the case or the spelling of a Hindi letter', () => {
    expect(matchOptions(options, 'SEEDS').map((option) => option.path)).toEqual([
      '/marketing/rabi-seeds',
      '/marketing/kharif-seeds',
    ]);
    expect(matchOptions(options, 'ender')).toEqual([options[0]]);
    expect(matchOptions(options, 'wheat')).toEqual([]);
    expect(matchOptions(options, 'खरीफ बीज')).toEqual([options[3]]);
  });
});

describe('matchPages in English', () => {
  const pages = [
    page('/rti', [['RTI Act, 2005'], ['Application fees', 'Fees', 'RTI fee']]),
    page('/rti/fees', [['Fees'], ['Application fee: Rs 50.']], undefined, [
      ['RTI Act, 2005'],
      ['सूचना का अधिकार अधिनियम, 2005'],
    ]),
    page('/marketing/rabi-seeds', [['Rabi Seeds'], ['Wheat', 'Gram']]),
    page('/products/wheat', [['Wheat'], ['C-306 (Desi)']]),
    page('/about', [['About Us'], ['Wheat seed and gram seed']]),
  ];
  const label = (path: string) => `label of ${path}`;
  const found = (text: string) => matchPages(pages, text, 'en', label).map((option) => option.path);

  it('finds nothing for empty text', () => {
    expect(matchPages(pages, '  ', 'en', label)).toEqual([]);
  });

  it('needs every word, in any case, and labels each page once', () => {
    expect(matchPages(pages, 'c-306', 'en', label)).toEqual([
      { label: 'label of /products/wheat', path: '/products/wheat' },
    ]);
    expect(found('wheat GRAM')).toEqual(['/marketing/rabi-seeds', '/about']);
    expect(found('wheat barley')).toEqual([]);
  });

  it('matches the start of words in the text, and any part of the title as the spec asks', () => {
    expect(found('pplication')).toEqual([]);
    expect(found('heat')).toEqual(['/products/wheat']);
    expect(found('Rs 5')).toEqual(['/rti/fees']);
  });

  it('puts title matches first, then pages whose title holds more of the words, then those using them more', () => {
    expect(found('wheat')).toEqual(['/products/wheat', '/marketing/rabi-seeds', '/about']);
    // The fees page's name holds both words, with the section it sits in; the Act's page uses them more often.
    expect(found('fee rti')).toEqual(['/rti/fees', '/rti']);
    expect(found('RTI fee')).toEqual(['/rti/fees', '/rti']);
    expect(found('gram seed')).toEqual(['/marketing/rabi-seeds', '/about']);
  });
});

describe('matchPages in Hindi', () => {
  const WHEAT = '/products/field-crops/rabi-crops/wheat';
  const pages = [
    page('/', [['Home'], ['Certified seed']], [['मुखपृष्ठ'], ['प्रमाणित बीज']]),
    page(
      '/marketing/rabi-seeds',
      [['Rabi Seeds'], ['Sale rates', 'Wheat', '4,49,000']],
      [['रबी बीज'], ['बिक्री दरें', 'गेहूं', '449000']],
    ),
    page('/marketing/kharif-seeds', [['Kharif Seeds'], ['Sale rates', 'Paddy']], [['ख़रीफ़ बीज'], ['बिक्री दरें', 'धान']]),
    page(
      WHEAT,
      [
        ['Wheat', 'Wheat varieties'],
        ['Seed Rate (kg per acre)', 'C-306 (Desi)'],
      ],
      [
        ['गेहूँ', 'गेहूँ की किस्में'],
        ['बीज दर (किलो प्रति एकड़)', 'C-306 (Desi)'],
      ],
    ),
    page('/tenders', [['Tenders'], ['Tender notices']], [['निविदाएँ'], ['निगम की निविदा सूचनाएँ']]),
    page('/production/stages', [['Stages'], ['Kharif sowing']], [['चरण'], ['खरीफ की बुवाई']]),
  ];
  const found = (text: string, language: SearchLanguage = 'hi') =>
    matchPages(pages, text, language, (path) => path).map((option) => option.path);

  it("finds 'गेहूं' however it is written: the wheat page by its title, then a page that lists wheat", () => {
    expect(found('गेहूं')).toEqual([WHEAT, '/marketing/rabi-seeds']);
    expect(found('गेहूँ')).toEqual([WHEAT, '/marketing/rabi-seeds']);
    // 'हूं' is inside 'गेहूं', not a word of its own: the text does not match, only the spec's containment in a title.
    expect(found('हूं')).toEqual([WHEAT]);
  });

  it("finds 'बीज दर' on the pages that hold both words, the sale rate pages titled with 'बीज' first", () => {
    expect(found('बीज दर')).toEqual(['/marketing/rabi-seeds', '/marketing/kharif-seeds', WHEAT]);
  });

  it("finds 'निविदा' as the word being typed of 'निविदाएँ'", () => {
    expect(found('निविदा')).toEqual(['/tenders']);
    expect(found('निवि')).toEqual(['/tenders']);
  });

  it('finds the nukta spelling by the plain one and the reverse', () => {
    expect(found('खरीफ')).toEqual(['/marketing/kharif-seeds', '/production/stages']);
    expect(found('ख़रीफ़')).toEqual(['/marketing/kharif-seeds', '/production/stages']);
  });

  it("offers the visitor's language first, then the other language's matches", () => {
    expect(found('गेहूं', 'en')).toEqual([WHEAT, '/marketing/rabi-seeds']);
    expect(found('wheat')).toEqual([WHEAT, '/marketing/rabi-seeds']);
    expect(found('seed')).toEqual(['/marketing/rabi-seeds', '/marketing/kharif-seeds', '/', WHEAT]);
    const both = [
      page('/fair', [['Seed fair'], []], [['बीज मेला'], []]),
      page('/paddy', [['Paddy'], []], [['धान'], ['Paddy seed']]),
    ];
    expect(matchPages(both, 'seed', 'hi', String).map((option) => option.path)).toEqual(['/paddy', '/fair']);
    expect(matchPages(both, 'seed', 'en', String).map((option) => option.path)).toEqual(['/fair', '/paddy']);
  });

  it('reads grouped and plain figures alike', () => {
    expect(found('4,49,000')).toEqual(['/marketing/rabi-seeds']);
    expect(found('449000', 'en')).toEqual(['/marketing/rabi-seeds']);
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
