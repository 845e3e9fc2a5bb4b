import { DISTRICT_NAMES_HI, DISTRICTS, districtName } from './directories';

describe("the districts' names in Hindi", () => {
  it('names every district in Devanagari, and no place that is not a district', () => {
    expect(Object.keys(DISTRICT_NAMES_HI).sort()).toEqual([...DISTRICTS].sort());
    for (const name of Object.values(DISTRICT_NAMES_HI)) expect(name).toMatch(/^[\u0900-\u097F ]+$/);
  });

  it('gives a Hindi reader the Hindi name, and anyone else, or a name not listed, the name as recorded', () => {
    expect(districtName('Kurukshetra', 'hi')).toBe('कुरुक्षेत्र');
    expect(districtName('Kurukshetra', 'en')).toBe('Kurukshetra');
    expect(districtName('Not stated', 'hi')).toBe('Not stated');
  });
});
