import { WORDS_PAGE } from '../../pages/content/pages';
import { CONTENT_PLACEHOLDER, type PublicSaleCounter, type SearchIndexPage } from '@seedcorp/contracts';
import { EN_TEXTS } from '../../i18n/en';
import { HI_TEXTS } from '../../i18n/hi';
import { ROUTE_TABLE, type RouteEntry } from '../../routes';
import { searchablePages, withCounterWords } from './search-index';
import { matchPages, type SearchLanguage } from './site-search';

const LABELS = { en: EN_TEXTS, hi: HI_TEXTS };
const WHEAT = '/products/field-crops/rabi-crops/wheat';

/** As the content service publishes it (services/content/src/search). */
const INDEX: SearchIndexPage[] = [
  {
    path: WHEAT,
    title: { en: 'Wheat varieties', hi: 'गेहूँ की किस्में' },
    text: {
      en: 'Variety\nSeed Rate (kg per acre)\nC-306 (Desi)',
      hi: 'किस्म\nबीज दर (किलो प्रति एकड़)\nC-306 (Desi)',
    },
  },
  {
    path: '/marketing/rabi-seeds',
    title: { en: 'Rabi Seeds', hi: 'रबी बीज' },
    text: { en: 'Sale rates\nWheat\nGNG-2171', hi: 'बिक्री दरें\nगेहूँ\nGNG-2171' },
  },
  { path: '/no/such/page', title: { en: 'Gone', hi: 'गया' }, text: { en: 'Wheat', hi: 'गेहूँ' } },
];

describe('searchablePages', () => {
  const titlesOnly = searchablePages(ROUTE_TABLE, LABELS, []);
  const withIndex = searchablePages(ROUTE_TABLE, LABELS, INDEX);
  const found = (text: string, language: SearchLanguage, pages = withIndex) =>
    matchPages(pages, text, language, (path) => path).map((option) => option.path);

  it('holds every searchable route once, in route order, and without the index nothing else', () => {
    const searchable = ROUTE_TABLE.filter((route) => route.searchable).map((route) => route.path);
    expect(titlesOnly.map((page) => page.path)).toEqual(searchable);
    expect(searchable).toContain('/tenders');
  });

  it('finds pages by their English titles and Hindi labels before the index arrives', () => {
    expect(found('Tenders', 'en', titlesOnly)[0]).toBe('/tenders');
    expect(found('निविदा', 'hi', titlesOnly)[0]).toBe('/tenders');
    expect(found('निविदा', 'en', titlesOnly)[0]).toBe('/tenders');
    expect(found('खरीफ बीज', 'hi', titlesOnly)[0]).toBe('/marketing/kharif-seeds');
  });

  it("adds the index's words to routes of the route table only, and the pages it has words for", () => {
    const paths = withIndex.map((page) => page.path);
    expect(paths).toContain(WHEAT);
    expect(paths).not.toContain('/no/such/page');
    expect(new Set(paths).size).toBe(paths.length);
    expect(found('गेहूं', 'hi')).toEqual([WHEAT, '/marketing/rabi-seeds']);
    expect(found('बीज दर', 'hi')).toContain(WHEAT);
    expect(found('C-306', 'hi')).toEqual([WHEAT]);
    expect(found('gng-2171', 'en')).toEqual(['/marketing/rabi-seeds']);
  });

  it('finds a page by the sections above it, in both languages', () => {
    expect(found('marketing', 'en', titlesOnly)).toContain('/marketing/offices');
    expect(found('विपणन', 'hi', titlesOnly)).toContain('/marketing/offices');
  });

  it('finds a route without a Hindi label by its English under Hindi too, as the site shows it', () => {
    const routes: RouteEntry[] = [
      { path: '/new', title: 'New page', hindiTitle: '', description: 'New.', page: WORDS_PAGE, searchable: true },
    ];
    const [page] = searchablePages(routes, { en: {}, hi: {} }, []);
    expect(page.hi.title).toBe('new page');
    expect(matchPages([page], 'new', 'hi', String)).toEqual([{ label: '/new', path: '/new' }]);
  });

  it("finds the sale counters page by its counters' words, in both languages, a fact not yet given left out", () => {
    const place = { en: CONTENT_PLACEHOLDER, hi: CONTENT_PLACEHOLDER };
    const counter: PublicSaleCounter = {
      key: 'c1',
      regionalUnit: { en: 'Umri', hi: 'उमरी' },
      name: place,
      district: 'Kurukshetra',
      address: { en: 'Pipli Road', hi: 'पिपली रोड' },
      official: CONTENT_PLACEHOLDER,
      designation: place,
      mobile: CONTENT_PLACEHOLDER,
      openingHours: place,
      latitude: null,
      longitude: null,
      position: 0,
      closed: false,
    };
    const published: SearchIndexPage = {
      path: '/marketing/sale-counters',
      title: { en: 'Sale Counters', hi: 'बिक्री केंद्र' },
      text: { en: 'institutional agencies', hi: 'संस्थागत एजेंसियों' },
    };
    const counted = searchablePages(ROUTE_TABLE, LABELS, withCounterWords([...INDEX, published], [counter]));
    expect(found('umri', 'en', counted)).toEqual(['/marketing/sale-counters']);
    expect(found('उमरी', 'hi', counted)).toEqual(['/marketing/sale-counters']);
    expect(found('pipli', 'en', counted)).toEqual(['/marketing/sale-counters']);
    expect(found('kurukshetra', 'hi', counted)).toEqual(['/marketing/sale-counters']);
    expect(found('institutional', 'en', counted)).toEqual(['/marketing/sale-counters']);
    expect(found('confirmed', 'en', counted)).toEqual([]);
    expect(found('umri', 'en')).toEqual([]);
    // Without the content service's words, the counters still find their page.
    const alone = searchablePages(ROUTE_TABLE, LABELS, withCounterWords([], [counter]));
    expect(found('umri', 'en', alone)).toEqual(['/marketing/sale-counters']);
  });
});
