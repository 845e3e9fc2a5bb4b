import { createElement, type ComponentType } from 'react';
import { loaderAddress } from '../features/api/loader-address';
import { pageReadsAt } from '../features/api/page-loader';
import { EMPTY_PAGE_DATA, type PageData } from '../features/api/read-outcome';
import { routeEntry } from '../routes';
import { PageDataContext } from '../features/content/page-data-context';
import { PAGE_LOAD_NAVIGATION, SiteNavigationProvider } from '../features/navigation/site-navigation';
import type { StockRead } from '../features/stock/stock-read';
import { renderToStaticMarkup } from 'react-dom/server';
import { NAV_ITEMS } from '../features/navigation/nav-items';
import { languageTranslation } from '../i18n/languages';
import { TranslationProvider, translation, type Translation } from '../i18n/translation';
import { islandTextKeys, type IslandDefinition, type IslandProps } from './island';
import { ISLAND_LOADERS } from './island-loaders';

const both = { en: 'Wheat', hi: 'गेहूँ' };
const updatedAt = '2026-11-28T04:00:00.000Z';
/** A district's stock, with a line at one counter, read a day after the line changed. */
const DISTRICT_STOCK: StockRead = {
  readAt: '2026-11-29T05:00:00.000Z',
  district: 'Hisar',
  listed: true,
  districts: ['Hisar', 'Sirsa'],
  counters: [{ key: 'c1', name: both, regionalUnit: both, district: 'Hisar', closed: true }],
  seasons: [
    {
      season: 'Rabi 2026-27',
      title: both,
      priced: true,
      varieties: [{ crop: 'wheat', cropName: both, variety: both, counters: 1, bags: 40, farmerRate: 1200, updatedAt }],
      lines: [
        {
          counterKey: 'c1',
          crop: 'wheat',
          cropName: both,
          variety: both,
          seedClass: 'certified',
          bagKg: 40,
          bags: 40,
          farmerRate: 1200,
          updatedAt,
        },
      ],
    },
  ],
};

/**
 * Each island as the page shows it: its props and the page's data (the stock page narrowed to a district, whose
 * lines show every text the stock shows but the totals; the totals are the same page with every district).
 */
/** The reads of the page at `path`, as its declaration hands them to its parts, and their data under those names. */
function readsOf(path: string, data: Record<string, unknown>, search = '') {
  const entry = routeEntry(path);
  if (!entry) throw new Error(`No route ${path}`);
  const reads = pageReadsAt(entry.page.loader, loaderAddress(entry, search));
  const pageData: PageData = {
    ...EMPTY_PAGE_DATA,
    reads: Object.fromEntries(Object.entries(data).map(([name, value]) => [name, { data: value }])),
  };
  return { reads, data: pageData, search };
}

/** The sale counters page with one counter, and the stock of its seasons (`listed`: each counter's lines given). */
function counterPage(listed: boolean) {
  const page = readsOf('/marketing/sale-counters', {
    counters: [
      {
        key: 'c1',
        regionalUnit: both,
        name: both,
        district: 'Hisar',
        address: both,
        official: 'Official',
        designation: both,
        mobile: '9000000000',
        openingHours: both,
        latitude: null,
        longitude: null,
        position: 1,
        closed: true,
      },
    ],
    rabi: { ...DISTRICT_STOCK, listed },
    kharif: { ...DISTRICT_STOCK, listed },
  });
  return { props: { ...page.reads } as IslandProps, data: page.data };
}

/** Two pictures of `location`, as the page read them. */
const pictures = (location: 'Home Corousel' | 'Photo Gallery') =>
  [1, 2].map((number) => ({
    key: `picture-${number}`,
    location,
    url: `/media/picture-${number}.jpg`,
    srcset: `/media/picture-${number}-480.jpg 480w`,
    width: 800,
    height: 600,
    createdAt: updatedAt,
  }));

const home = readsOf('/', { carousel: pictures('Home Corousel'), gallery: pictures('Photo Gallery') });
const gallery = readsOf('/photo-gallery', { pictures: pictures('Photo Gallery') });
const narrowed = readsOf('/marketing/rabi-availability', { stock: DISTRICT_STOCK }, '?district=Hisar');
const everyDistrict = readsOf('/marketing/rabi-availability', {
  stock: { ...DISTRICT_STOCK, district: null, listed: false },
});

const tenders = readsOf('/tenders', { tenders: [] });

const IN_PAGE: Record<string, { props?: IslandProps; search?: string; data?: PageData }[]> = {
  mainNav: [{ props: { items: NAV_ITEMS } }],
  carousel: [{ props: { pictures: home.reads.carousel }, data: home.data }],
  galleryStrip: [{ props: { pictures: home.reads.gallery }, data: home.data }],
  galleryGrid: [{ props: { pictures: gallery.reads.pictures }, data: gallery.data }],
  saleCounterDirectory: [counterPage(true), counterPage(false)],
  tenderList: [{ props: { tenders: tenders.reads.tenders }, data: tenders.data }],
  stockAvailability: [
    { props: { season: 'Rabi', stock: narrowed.reads.stock }, search: narrowed.search, data: narrowed.data },
    { props: { season: 'Rabi', stock: everyDistrict.reads.stock }, data: everyDistrict.data },
  ],
};

const render = (
  island: IslandDefinition<IslandProps>,
  { props = {}, search = '', data }: { props?: IslandProps; search?: string; data?: PageData },
  texts: Translation,
) =>
  renderToStaticMarkup(
    createElement(
      SiteNavigationProvider,
      { value: { pathname: '/', search, navigate: () => undefined, NavLink: PAGE_LOAD_NAVIGATION.NavLink } },
      createElement(
        PageDataContext.Provider,
        { value: data },
        createElement(TranslationProvider, {
          value: texts,
          children: createElement(island.Component as ComponentType, props),
        }),
      ),
    ),
  );

describe('islands', () => {
  it.each(Object.keys(ISLAND_LOADERS))('%s: its loader gives the island of that name', async (name) => {
    const { island } = await ISLAND_LOADERS[name]();
    expect(island.name).toBe(name);
  });

  // An island is given only the texts it declares: one it shows but does not declare would read as its key.
  it.each(Object.keys(ISLAND_LOADERS).flatMap((name) => [[name, 'en'] as const, [name, 'hi'] as const]))(
    '%s shows in %s only texts it declares',
    async (name, language) => {
      const island = (await ISLAND_LOADERS[name]()).island as IslandDefinition<IslandProps>;
      const full = languageTranslation(language);
      for (const shown of IN_PAGE[name] ?? [{}]) {
        const declared = Object.fromEntries(
          islandTextKeys(island, shown.props ?? {}).flatMap((key) => {
            const text = full.text(key);
            return text === undefined ? [] : [[key, text]];
          }),
        );
        const withDeclared = render(island, shown, translation(language, declared));
        expect(withDeclared).toBe(render(island, shown, full));
      }
    },
  );
});
