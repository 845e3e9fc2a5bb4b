import { pageWindow, showingText } from './pagination-window';

describe('page window', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 6, [1, 2, 3, 4, 5, 6]],
    [1, 10, [1, 2, 3, 4, 5, 'ellipsis', 10]],
    [5, 10, [1, 2, 3, 4, 5, 6, 7, 'ellipsis', 10]],
    [6, 10, [1, 'ellipsis', 4, 5, 6, 7, 8, 9, 10]],
    [20, 40, [1, 'ellipsis', 18, 19, 20, 21, 22, 'ellipsis', 40]],
    [4, 10, [1, 2, 3, 4, 5, 6, 'ellipsis', 10]],
    [10, 10, [1, 'ellipsis', 6, 7, 8, 9, 10]],
    [8, 10, [1, 'ellipsis', 6, 7, 8, 9, 10]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
  ])('page %d of %d → %j', (current, total, slots) => {
    expect(pageWindow(current, total)).toEqual(slots);
  });
});

describe('showing text', () => {
  it('counts from the first item of the page to its last', () => {
    expect(showingText(1, 10, 10, 23)).toBe('Showing 1-10 of 23');
    expect(showingText(3, 10, 3, 23)).toBe('Showing 21-23 of 23');
  });

  it('reads 0-0 for an empty list', () => {
    expect(showingText(1, 10, 0, 0)).toBe('Showing 0-0 of 0');
  });
});
