import { recentLimit } from './activity.service';

describe('recentLimit', () => {
  it.each([
    [undefined, 20],
    ['', 20],
    ['abc', 20],
    ['2.5', 20],
    ['5', 5],
    ['0', 1],
    ['-3', 1],
    ['100', 100],
    ['500', 100],
  ])('reads %p as %p', (value, expected) => {
    expect(recentLimit(value)).toBe(expected);
  });
});
