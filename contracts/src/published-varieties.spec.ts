import { CONTENT_PLACEHOLDER, type ContentRow } from './content';
import { publishedVarietiesOf } from './stock';

describe("a crop's published varieties", () => {
  it('are the variety cells in the table’s order, in both languages, a plain cell the same in both', () => {
    const rows: ContentRow[] = [
      { variety: { en: 'C-306 (Desi)', hi: 'C-306 (देसी)' }, releaseDate: CONTENT_PLACEHOLDER },
      { variety: ' WH-1105 ', seedRate: '40' },
      { variety: { en: 'HD-2967' } },
    ];
    expect(publishedVarietiesOf(rows)).toEqual([
      { en: 'C-306 (Desi)', hi: 'C-306 (देसी)' },
      { en: 'WH-1105', hi: 'WH-1105' },
      { en: 'HD-2967', hi: 'HD-2967' },
    ]);
  });

  it('leave out a row the corporation has not named yet, and an empty one', () => {
    const rows: ContentRow[] = [
      { variety: CONTENT_PLACEHOLDER },
      { variety: null },
      { variety: '' },
      { variety: { en: ' ', hi: 'कुछ' } },
      { seedRate: '40' },
      { variety: 'WH-147' },
    ];
    expect(publishedVarietiesOf(rows)).toEqual([{ en: 'WH-147', hi: 'WH-147' }]);
  });
});
