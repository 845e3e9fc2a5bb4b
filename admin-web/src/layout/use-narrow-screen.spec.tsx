import { act, renderHook } from '@testing-library/react';
import { SIDEBAR_COLLAPSE_WIDTH, useNarrowScreen } from './use-narrow-screen';

/**
 * A window of a given width, answering the `max-width` media queries as a browser does: jsdom lays nothing out and
 * has no `matchMedia`. A resize tells each query's listeners whose answer it changed.
 */
function windowOfWidth(initial: number) {
  let width = initial;
  const queries: { maxWidth: number; listeners: Set<() => void>; matches: boolean }[] = [];

  window.matchMedia = (media: string) => {
    const maxWidth = /^\(max-width: ([\d.]+)px\)$/.exec(media);
    if (!maxWidth) throw new Error(`Not a max-width query: ${media}`);
    const query = { maxWidth: Number(maxWidth[1]), listeners: new Set<() => void>(), matches: false };
    query.matches = width <= query.maxWidth;
    queries.push(query);
    return {
      media,
      get matches() {
        return query.matches;
      },
      addEventListener: (_type: string, listener: () => void) => query.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => query.listeners.delete(listener),
    } as unknown as MediaQueryList;
  };

  return {
    resize(to: number) {
      width = to;
      for (const query of queries) {
        const matches = width <= query.maxWidth;
        if (matches === query.matches) continue;
        query.matches = matches;
        query.listeners.forEach((listener) => listener());
      }
    },
    /** Listeners still following a query. */
    listening: () => queries.reduce((count, query) => count + query.listeners.size, 0),
  };
}

const matchMediaOfJsdom = window.matchMedia;
afterEach(() => {
  window.matchMedia = matchMediaOfJsdom;
});

describe('useNarrowScreen', () => {
  it('is narrow below 768 px wide, and not from 768 px on', () => {
    expect(SIDEBAR_COLLAPSE_WIDTH).toBe(768);

    windowOfWidth(767);
    expect(renderHook(() => useNarrowScreen()).result.current).toBe(true);

    windowOfWidth(768);
    expect(renderHook(() => useNarrowScreen()).result.current).toBe(false);

    windowOfWidth(1280);
    expect(renderHook(() => useNarrowScreen()).result.current).toBe(false);
  });

  it('follows the window as it is resized across 768 px', () => {
    const browser = windowOfWidth(1280);
    const { result } = renderHook(() => useNarrowScreen());

    act(() => browser.resize(600));
    expect(result.current).toBe(true);
    act(() => browser.resize(767));
    expect(result.current).toBe(true);
    act(() => browser.resize(768));
    expect(result.current).toBe(false);
    act(() => browser.resize(1024));
    expect(result.current).toBe(false);
  });

  it('stops following the window once the layout is gone', () => {
    const browser = windowOfWidth(1280);
    const { unmount } = renderHook(() => useNarrowScreen());
    expect(browser.listening()).toBe(1);

    unmount();

    expect(browser.listening()).toBe(0);
  });
});
