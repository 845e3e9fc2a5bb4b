import {
  bagsAfter,
  currentSeason,
  farmerRateOf,
  parseSeason,
  seasonTitle,
  STOCK_MESSAGES,
  stockSeasons,
  type CatalogueRate,
} from './stock';

const text = (en: string) => ({ en, hi: en });
const GRAM = { en: 'Gram', hi: 'चना' };
const WHEAT = { en: 'Wheat', hi: 'गेहूँ' };
/** As the corporation's Rabi rate list writes its rows. */
const RATES: CatalogueRate[] = [
  { crop: GRAM, variety: { en: 'All varieties', hi: 'सभी किस्में' }, farmerRate: 11000 },
  { crop: GRAM, variety: text('AMAN-515, HC-7, HC-6'), farmerRate: 6000 },
  { crop: GRAM, variety: text('GNG-2171'), farmerRate: 8500 },
  { crop: WHEAT, variety: { en: 'Except C-306', hi: 'C-306 को छोड़कर' }, farmerRate: 3000 },
  { crop: text('Paddy'), variety: text('PB-1509 and PB-01'), farmerRate: 5100 },
];

describe('the rate of a variety in a season rate list', () => {
  it.each([
    [GRAM, 'HC-7', 6000],
    [GRAM, 'hc-6', 6000],
    [GRAM, 'GNG-2171', 8500],
    [GRAM, 'C-235', 11000],
    [WHEAT, 'WH-147', 3000],
    [WHEAT, 'C-306', null],
    [text('Paddy'), 'PB-01', 5100],
    [text('Paddy'), 'PR-114', null],
    [text('Barley'), 'BH-75', null],
  ])('%j %s costs %s', (crop, variety, rate) => {
    expect(farmerRateOf(RATES, crop, variety)).toBe(rate);
  });
});

describe('seasons', () => {
  it('reads the rate lists’ way of naming a season, and nothing else', () => {
    expect(parseSeason('Rabi 2026-27')).toEqual({ kind: 'Rabi', year: 2026 });
    expect(parseSeason('Rabi 2099-00')).toEqual({ kind: 'Rabi', year: 2099 });
    expect(parseSeason('Kharif 2027')).toEqual({ kind: 'Kharif', year: 2027 });
    for (const wrong of ['Rabi 2026-28', 'Rabi 2026', 'Kharif 2026-27', 'rabi 2026-27', 'Zaid 2027', '', 42]) {
      expect(parseSeason(wrong)).toBeUndefined();
    }
    expect(seasonTitle('Kharif 2027')).toEqual({ en: 'Kharif 2027', hi: 'खरीफ 2027' });
  });

  it('sells Rabi seed from July and Kharif seed from November, by India’s calendar', () => {
    // 30 June 2026, 19:00 UTC is already 1 July in India.
    const julyInIndia = new Date('2026-06-30T19:00:00Z');
    expect(currentSeason('Rabi', julyInIndia)).toBe('Rabi 2026-27');
    expect(currentSeason('Rabi', new Date('2026-06-30T12:00:00Z'))).toBe('Rabi 2025-26');
    expect(currentSeason('Kharif', new Date('2026-10-31T12:00:00Z'))).toBe('Kharif 2026');
    expect(currentSeason('Kharif', new Date('2026-11-28T12:00:00Z'))).toBe('Kharif 2027');
    expect(stockSeasons(new Date('2026-11-28T12:00:00Z'))).toEqual([
      'Rabi 2026-27',
      'Rabi 2027-28',
      'Kharif 2027',
      'Kharif 2028',
    ]);
  });
});

describe('the bags after a change', () => {
  it('adds what was received, takes away what was sold or sent, and sets what was counted', () => {
    expect(bagsAfter(10, 'received', 5)).toEqual({ after: 15 });
    expect(bagsAfter(10, 'sold', 10)).toEqual({ after: 0 });
    expect(bagsAfter(10, 'transferred', 4)).toEqual({ after: 6 });
    expect(bagsAfter(10, 'correction', 0)).toEqual({ after: 0 });
    expect(bagsAfter(10, 'sold', 11)).toEqual({ refused: STOCK_MESSAGES.notEnough(10) });
    expect(bagsAfter(999_999, 'received', 2)).toEqual({ refused: STOCK_MESSAGES.tooMany });
  });
});
