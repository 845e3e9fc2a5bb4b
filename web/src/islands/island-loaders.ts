/** An island as its module exports it; its props are whatever its wrapper carries. */
interface LoadedIsland {
  island: { name: string; Component: unknown };
}

type IslandLoader = () => Promise<LoadedIsland>;

const chrome = () => import('../layout/chrome-islands');
const chromeAfterLive = () => import('../layout/chrome-islands-after-live');

/**
 * Every island by the name its wrapper carries, loaded only on a page that shows it: the chrome's together, every
 * other a chunk of its own. A unit test checks each loader gives the island of its name.
 */
export const ISLAND_LOADERS: Record<string, IslandLoader> = {
  siteSearch: () => chrome().then((module) => module.SiteSearchIsland),
  textSize: () => chrome().then((module) => module.TextSizeControlsIsland),
  theme: () => chrome().then((module) => module.ThemeToggleIsland),
  languageSwitch: () => chrome().then((module) => module.LanguageSwitchIsland),
  translatePage: () => chrome().then((module) => module.TranslatePageIsland),
  mainNav: () => chrome().then((module) => module.MainNavIsland),
  scrollTop: () => chromeAfterLive().then((module) => module.ScrollTopButtonIsland),
  toasts: () => chromeAfterLive().then((module) => module.ToastsIsland),
  visitorCount: () => chromeAfterLive().then((module) => module.VisitorCountIsland),
  carousel: () => import('../features/media/components/image-islands').then((module) => module.CarouselIsland),
  galleryStrip: () => import('../features/media/components/image-islands').then((module) => module.GalleryStripIsland),
  saleCounterDirectory: () =>
    import('../features/sale-counters/components/SaleCounterDirectory').then(
      (module) => module.SaleCounterDirectoryIsland,
    ),
  galleryGrid: () => import('../features/media/components/GalleryGrid').then((module) => module.GalleryGridIsland),
  feedbackForm: () =>
    import('../features/feedback/components/FeedbackForm').then((module) => module.FeedbackFormIsland),
  printButton: () => import('../features/rti/components/PrintButton').then((module) => module.PrintButtonIsland),
  tenderList: () => import('../features/tenders/components/TenderList').then((module) => module.TenderListIsland),
  stockAvailability: () =>
    import('../features/stock/components/StockAvailability').then((module) => module.StockAvailabilityIsland),
};

/** The islands brought to life after the page is live, once the browser is idle (`chrome-islands-after-live`). */
export const ISLANDS_AFTER_LIVE: ReadonlySet<string> = new Set(['scrollTop', 'toasts', 'visitorCount']);
