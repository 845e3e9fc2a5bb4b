import { RenderedPages, sourcesOf } from './rendered-pages';

const PAGE = { status: 200, headers: {}, body: '<p>Wheat, 120 bags, Rs 3,450</p>' };
const KEY = 'en|/marketing/rabi-availability';

describe("the renderer's kept pages", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const watching = () => {
    const pages = new RenderedPages(60_000, 1000, 1_100);
    pages.setWatching(true);
    return pages;
  };
  const keepNow = (pages: RenderedPages) => pages.keep(KEY, PAGE, true, pages.generationNow());

  it("makes a page with lists again once content's change has reached the sales service's catalogue", () => {
    const pages = watching();
    keepNow(pages);
    pages.changed(new Set(['content']));
    expect(pages.get(KEY)).toBeUndefined();
    // Made again at once, possibly still priced from the catalogue the sales service read before the change...
    keepNow(pages);
    jest.advanceTimersByTime(1_000);
    expect(pages.get(KEY)).toBe(PAGE);
    // ...and not kept past the moment that copy has expired.
    jest.advanceTimersByTime(100);
    expect(pages.get(KEY)).toBeUndefined();
    keepNow(pages);
    jest.advanceTimersByTime(10_000);
    expect(pages.get(KEY)).toBe(PAGE);
  });

  it("drops a page with lists once at another service's change", () => {
    const pages = watching();
    keepNow(pages);
    pages.changed(new Set(['sales']));
    expect(pages.get(KEY)).toBeUndefined();
    keepNow(pages);
    jest.advanceTimersByTime(5_000);
    expect(pages.get(KEY)).toBe(PAGE);
    jest.advanceTimersByTime(55_001);
    expect(pages.get(KEY)).toBeUndefined();
  });

  it('does not keep a page made across the second drop', () => {
    const pages = watching();
    pages.changed(new Set(['content']));
    const generation = pages.generationNow();
    jest.advanceTimersByTime(1_100);
    pages.keep(KEY, PAGE, true, generation);
    expect(pages.get(KEY)).toBeUndefined();
  });

  it('reads the source of each entry of the activity stream', () => {
    const entry = (id: string, source: string) =>
      [id, ['source', source, 'activityType', 'Published', 'activityDetails', 'source', 'at', 'now']] as const;
    expect(sourcesOf([entry('1-0', 'sales'), entry('2-0', 'content'), entry('3-0', 'sales')])).toEqual(
      new Set(['sales', 'content']),
    );
    expect(sourcesOf([])).toEqual(new Set());
  });
});
