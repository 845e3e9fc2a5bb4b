import {
  findPlant,
  mayMoveLot,
  seedLotDateProblem,
  seedLotKey,
  seedLotState,
  SEED_LOT_MESSAGES,
  SEED_LOT_RULES,
} from './seed-lots';
import { firstBrokenRule } from './form-rules';
import type { SeedLotForm } from './seed-lots';

const LOT: SeedLotForm = {
  lotNumber: 'HS/26-R/0451',
  crop: 'wheat',
  variety: 'HD 2967',
  seedClass: 'certified',
  season: 'Rabi 2026-27',
  plant: 'hisar',
  processedOn: '2026-09-10',
  testedOn: '2026-09-20',
  germination: 92.5,
  purity: 98,
  moisture: 11.25,
  validUntil: '2027-06-19',
  certificationAgency: 'Haryana State Seed Certification Agency',
  tagSeries: 'C 100001-100400',
  bags: 400,
  bagKg: 40,
};

describe('seed lot numbers', () => {
  it('are one lot however they are typed or read: case, spaces and separators aside', () => {
    for (const typed of ['HS/26-R/0451', 'hs 26 r 0451', ' hs26r0451 ', 'HS.26.R.0451']) {
      expect(seedLotKey(typed)).toBe('HS26R0451');
    }
  });

  it('are refused when they hold other signs, too few or too many letters and digits, or are not text', () => {
    for (const text of ['HS<26>', 'AB1', 'A'.repeat(33), '/HS26R0451', '', 42, undefined]) {
      expect(seedLotKey(text)).toBeUndefined();
    }
  });
});

describe('a lot as entered', () => {
  it('keeps every rule when every field is right', () => {
    expect(firstBrokenRule(SEED_LOT_RULES, LOT, 'create')).toBeUndefined();
  });

  it.each<[Partial<Record<keyof SeedLotForm, unknown>>, string]>([
    [{ lotNumber: 'x' }, SEED_LOT_MESSAGES.lotNumber],
    [{ crop: 'rice' }, SEED_LOT_MESSAGES.unknownCrop],
    [{ seedClass: 'breeder' }, SEED_LOT_MESSAGES.seedClass],
    [{ season: 'Kharif 2027' }, SEED_LOT_MESSAGES.seasonOfCrop],
    [{ season: 'Rabi 2026-28' }, SEED_LOT_MESSAGES.season],
    [{ plant: 'bhiwani' }, SEED_LOT_MESSAGES.plant],
    [{ processedOn: '2026-02-30' }, SEED_LOT_MESSAGES.processedOn],
    [{ testedOn: '2026-09-01' }, SEED_LOT_MESSAGES.testedBeforeProcessed],
    [{ germination: 100.5 }, SEED_LOT_MESSAGES.germination],
    [{ germination: '92' }, SEED_LOT_MESSAGES.germination],
    [{ purity: -1 }, SEED_LOT_MESSAGES.purity],
    [{ moisture: 11.255 }, SEED_LOT_MESSAGES.moisture],
    [{ validUntil: '2026-09-20' }, SEED_LOT_MESSAGES.validBeforeTested],
    [{ certificationAgency: '  ' }, SEED_LOT_MESSAGES.agency],
    [{ tagSeries: 'x'.repeat(81) }, SEED_LOT_MESSAGES.tagSeries],
    [{ bags: 0 }, SEED_LOT_MESSAGES.bags],
    [{ bags: 2.5 }, SEED_LOT_MESSAGES.bags],
    [{ bagKg: 0.1 }, SEED_LOT_MESSAGES.bagKg],
  ])('refuses %p with its own message', (change, message) => {
    expect(firstBrokenRule(SEED_LOT_RULES, { ...LOT, ...change }, 'create')).toBe(message);
  });

  it('refuses processing and test dates after today, which only the day of the check knows', () => {
    expect(seedLotDateProblem(LOT, '2026-09-20')).toBeUndefined();
    expect(seedLotDateProblem(LOT, '2026-09-19')).toBe(SEED_LOT_MESSAGES.future);
  });
});

describe('a lot’s state', () => {
  it('is valid through its valid-until day, expired after it, and withdrawn whatever the date', () => {
    expect(seedLotState({ withdrawn: false, validUntil: '2027-06-19' }, '2027-06-19')).toBe('valid');
    expect(seedLotState({ withdrawn: false, validUntil: '2027-06-19' }, '2027-06-20')).toBe('expired');
    expect(seedLotState({ withdrawn: true, validUntil: '2027-06-19' }, '2026-01-01')).toBe('withdrawn');
  });

  it('allows a withdrawal of a lot in force or expired, and taking back only a withdrawal', () => {
    expect(mayMoveLot('withdraw', 'valid')).toBe(true);
    expect(mayMoveLot('withdraw', 'expired')).toBe(true);
    expect(mayMoveLot('withdraw', 'withdrawn')).toBe(false);
    expect(mayMoveLot('reinstate', 'withdrawn')).toBe(true);
    expect(mayMoveLot('reinstate', 'valid')).toBe(false);
    expect(mayMoveLot('edit', 'withdrawn')).toBe(false);
  });
});

describe('plants', () => {
  it('are the six processing plants, found by key or name in any spelling', () => {
    expect(findPlant('Yamuna Nagar')).toBe('yamuna-nagar');
    expect(findPlant('yamuna-nagar')).toBe('yamuna-nagar');
    expect(findPlant(' PATAUDI ')).toBe('pataudi');
    expect(findPlant('Bhiwani')).toBeUndefined();
  });
});
