import { STOCK_MESSAGES, type StockLineItem } from '@seedcorp/contracts';
import {
  BLANK_CHANGE,
  BLANK_NEW_LINE,
  bagsAfterDraft,
  changeProblem,
  changeRequestOf,
  cropsOfSeason,
  identityOfLine,
  identityOfNewLine,
  inSiteOrder,
  lineName,
  withLine,
} from './stock-change';

const line = (change: Partial<StockLineItem> = {}): StockLineItem => ({
  key: 'line-1',
  counterKey: 'counter-1',
  season: 'Rabi 2026-27',
  crop: 'wheat',
  cropName: { en: 'Wheat', hi: 'गेहूँ' },
  variety: { en: 'HD-3086', hi: 'HD-3086' },
  seedClass: 'certified',
  bagKg: 40,
  bags: 30,
  reserved: 0,
  version: 3,
  updatedAt: '2026-08-01T05:30:00.000Z',
  ...change,
});

describe('a change of a stock line', () => {
  it('is sent on the line as loaded, with the bags as a number and the note only when one is typed', () => {
    const request = changeRequestOf(identityOfLine(line()), 3, { reason: 'sold', bags: '12', note: '  ' });
    expect(request).toEqual({
      counterKey: 'counter-1',
      season: 'Rabi 2026-27',
      crop: 'wheat',
      variety: 'HD-3086',
      seedClass: 'certified',
      bagKg: 40,
      reason: 'sold',
      bags: 12,
      baseVersion: 3,
    });
    expect(changeRequestOf(identityOfLine(line()), 3, { reason: 'sold', bags: '1', note: ' Farmer camp ' }).note).toBe(
      'Farmer camp',
    );
  });

  it('names a new line by what was chosen, the bag size read with a point or a comma, on version 0', () => {
    const identity = identityOfNewLine('counter-1', 'Rabi 2026-27', {
      crop: 'wheat',
      variety: 'WH-1105',
      seedClass: 'foundation',
      bagKg: '2,5',
    });
    expect(changeRequestOf(identity, 0, { reason: 'received', bags: '120', note: '' })).toMatchObject({
      crop: 'wheat',
      variety: 'WH-1105',
      seedClass: 'foundation',
      bagKg: 2.5,
      bags: 120,
      baseVersion: 0,
    });
    const sized = (bagKg: string) => identityOfNewLine('counter-1', 'Rabi 2026-27', { ...BLANK_NEW_LINE, bagKg }).bagKg;
    expect(sized('0.5')).toBe(0.5);
    expect(Number.isNaN(sized('forty'))).toBe(true);
  });

  it('is refused before it is sent, in the service’s words: the rules first, then the bags on hand', () => {
    const sending = (draft: Partial<typeof BLANK_CHANGE>) =>
      changeProblem(changeRequestOf(identityOfLine(line()), 3, { ...BLANK_CHANGE, ...draft }), 30);
    expect(sending({ bags: '5' })).toBe(STOCK_MESSAGES.reason);
    expect(sending({ reason: 'received', bags: '' })).toBe(STOCK_MESSAGES.bagsMoved);
    expect(sending({ reason: 'received', bags: '0' })).toBe(STOCK_MESSAGES.bagsMoved);
    expect(sending({ reason: 'correction', bags: '0' })).toBeUndefined();
    expect(sending({ reason: 'sold', bags: '31' })).toBe(STOCK_MESSAGES.notEnough(30));
    expect(sending({ reason: 'transferred', bags: '30' })).toBeUndefined();
    expect(sending({ reason: 'received', bags: '5', note: 'x'.repeat(501) })).toBe(STOCK_MESSAGES.noteTooLong);

    const newLine = (variety: string, bagKg: string) =>
      changeProblem(
        changeRequestOf(
          identityOfNewLine('counter-1', 'Rabi 2026-27', { crop: 'wheat', variety, seedClass: 'certified', bagKg }),
          0,
          {
            reason: 'received',
            bags: '10',
            note: '',
          },
        ),
        0,
      );
    expect(newLine('', '40')).toBe(STOCK_MESSAGES.unknownVariety);
    expect(newLine('WH-1105', '')).toBe(STOCK_MESSAGES.bagKg);
    expect(newLine('WH-1105', '60')).toBe(STOCK_MESSAGES.bagKg);
    expect(newLine('WH-1105', '40')).toBeUndefined();
  });

  it('shows the bags on hand after the change as typed, and none while it does not read as one', () => {
    expect(bagsAfterDraft(30, { reason: 'received', bags: '120', note: '' })).toBe(150);
    expect(bagsAfterDraft(30, { reason: 'sold', bags: '10', note: '' })).toBe(20);
    expect(bagsAfterDraft(30, { reason: 'correction', bags: '28', note: '' })).toBe(28);
    expect(bagsAfterDraft(30, { reason: 'sold', bags: '31', note: '' })).toBeUndefined();
    expect(bagsAfterDraft(30, { reason: '', bags: '5', note: '' })).toBeUndefined();
    expect(bagsAfterDraft(30, { reason: 'received', bags: '', note: '' })).toBeUndefined();
  });
});

describe('the stock lines on screen', () => {
  it('offer the crops of the season’s kind only', () => {
    expect(cropsOfSeason('Rabi 2026-27').map((crop) => crop.slug)).toEqual([
      'wheat',
      'gram',
      'lentil',
      'barley',
      'toria',
      'mustard',
    ]);
    expect(cropsOfSeason('Kharif 2027').map((crop) => crop.slug)).toContain('paddy');
    expect(cropsOfSeason('Kharif 2027').map((crop) => crop.slug)).not.toContain('wheat');
  });

  it('take a saved line in place of its older self, and a new one in the crops’ order', () => {
    const wheat = line();
    const gram = line({ key: 'line-2', crop: 'gram', variety: { en: 'HC-1', hi: 'HC-1' } });
    const saved = { ...wheat, bags: 150, version: 4 };
    expect(withLine([wheat, gram], saved)).toEqual([saved, gram]);
    const earlierWheat = line({ key: 'line-3', variety: { en: 'C-306 (Desi)', hi: 'C-306 (देसी)' } });
    expect(withLine([wheat, gram], earlierWheat).map((each) => each.key)).toEqual(['line-3', 'line-1', 'line-2']);
    const smallerBag = line({ key: 'line-4', bagKg: 20 });
    expect(withLine([wheat], smallerBag).map((each) => each.key)).toEqual(['line-4', 'line-1']);
    const foundation = line({ key: 'line-5', seedClass: 'foundation' });
    expect(inSiteOrder([gram, wheat, foundation]).map((each) => each.key)).toEqual(['line-5', 'line-1', 'line-2']);
  });

  it('name a line in either language, its variety code as written', () => {
    expect(lineName(line(), 'en')).toBe('Wheat HD-3086, Certified, 40 kg');
    expect(lineName(line({ seedClass: 'foundation' }), 'hi')).toBe('गेहूँ HD-3086, आधार, 40 किलो');
  });
});
