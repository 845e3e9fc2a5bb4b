import { cropVarietiesTableKey as contractTableKey, FIELD_CROPS } from '@seedcorp/contracts';
import { CROPS, cropVarietiesTableKey } from './crops';

describe('the field crops', () => {
  it('are the ones stock is kept against, in the same order and seasons, under the same names', () => {
    expect(CROPS.map(({ season, slug, name }) => ({ season, slug, name }))).toEqual(
      FIELD_CROPS.map(({ season, slug, name }) => ({ season, slug, name: name.en })),
    );
    for (const { slug } of CROPS) expect(cropVarietiesTableKey(slug)).toBe(contractTableKey(slug));
  });
});
