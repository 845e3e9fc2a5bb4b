import { namedCounts } from './dashboard';

describe('namedCounts', () => {
  it('lists every known name in order, zero where nothing was counted, then the others', () => {
    expect(
      namedCounts(
        ['Photo Gallery', 'Home Corousel'],
        [
          { name: 'Old Banner', count: 2 },
          { name: 'Home Corousel', count: 4 },
        ],
      ),
    ).toEqual([
      { name: 'Photo Gallery', count: 0 },
      { name: 'Home Corousel', count: 4 },
      { name: 'Old Banner', count: 2 },
    ]);
  });
});
