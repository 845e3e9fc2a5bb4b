import {
  bagsAllowed,
  BOOKING_MESSAGES,
  BOOKING_WINDOW_RULES,
  bookingRules,
  endOfIndiaDate,
  indiaDate,
  indiaDatePlus,
  isIndiaDate,
  isPickupCodeForm,
  normalisedPickupCode,
  PICKUP_CODE_ALPHABET,
  pricePayable,
  type BookingWindowForm,
} from './booking';
import { firstBrokenRule } from './form-rules';

const FORM: BookingWindowForm = {
  season: 'Rabi 2026-27',
  crop: 'wheat',
  opensOn: '2026-10-01',
  closesOn: '2026-11-15',
  counterKeys: ['a'],
  limitKind: 'bags',
  maxBags: 4,
};

describe('booking windows', () => {
  it('says the rules in both languages from the settings', () => {
    const rules = bookingRules({
      ...FORM,
      limit: { kind: 'bags', bags: 4 },
      collectWithinDays: 3,
      noShowLimit: 2,
      counters: 3,
    });
    expect(rules.en).toBe(
      'Booking of wheat seed for Rabi 2026-27 is open from 1 October 2026 to 15 November 2026 at 3 sale counters. ' +
        'Each farmer may book up to 4 bags of wheat in the season. Collect the seed within 3 days of booking and pay at ' +
        'the counter; a booking not collected by then is cancelled. After 2 uncollected bookings, no more booking is ' +
        'allowed this season.',
    );
    expect(rules.hi).toContain('1 अक्टूबर 2026 से 15 नवंबर 2026 तक 3 बिक्री केंद्रों पर');
    const perAcre = bookingRules({
      ...FORM,
      limit: { kind: 'perAcre', kgPerAcre: 40, maxAcres: 5 },
      collectWithinDays: 1,
      noShowLimit: null,
      counters: 1,
    });
    expect(perAcre.en).toContain('40 kg per acre sown, for up to 5 acres');
    expect(perAcre.en).toContain('at 1 sale counter.');
    expect(perAcre.en).not.toContain('uncollected');
  });

  it('refuses a form by its first broken rule, in order', () => {
    expect(firstBrokenRule(BOOKING_WINDOW_RULES, FORM, 'create')).toBeUndefined();
    expect(firstBrokenRule(BOOKING_WINDOW_RULES, { ...FORM, season: 'Rabi 2026' }, 'create')).toBe(
      BOOKING_MESSAGES.season,
    );
    expect(firstBrokenRule(BOOKING_WINDOW_RULES, { ...FORM, crop: 'cotton' }, 'create')).toBe(
      BOOKING_MESSAGES.cropSeason,
    );
    expect(firstBrokenRule(BOOKING_WINDOW_RULES, { ...FORM, closesOn: '2026-09-30' }, 'create')).toBe(
      BOOKING_MESSAGES.dates,
    );
    expect(firstBrokenRule(BOOKING_WINDOW_RULES, { ...FORM, opensOn: '2026-02-30' }, 'create')).toBe(
      BOOKING_MESSAGES.dates,
    );
    expect(firstBrokenRule(BOOKING_WINDOW_RULES, { ...FORM, counterKeys: [] }, 'create')).toBe(
      BOOKING_MESSAGES.counters,
    );
    expect(firstBrokenRule(BOOKING_WINDOW_RULES, { ...FORM, maxBags: 0.5 }, 'create')).toBe(BOOKING_MESSAGES.maxBags);
    expect(
      firstBrokenRule(BOOKING_WINDOW_RULES, { ...FORM, limitKind: 'perAcre', kgPerAcre: 40, maxAcres: 0 }, 'create'),
    ).toBe(BOOKING_MESSAGES.maxAcres);
    expect(firstBrokenRule(BOOKING_WINDOW_RULES, { ...FORM, noShowLimit: 0 }, 'create')).toBe(
      BOOKING_MESSAGES.noShowLimit,
    );
    expect(firstBrokenRule(BOOKING_WINDOW_RULES, { ...FORM, noShowLimit: null }, 'create')).toBeUndefined();
  });
});

describe('what a booking is worth and when it ends', () => {
  it('allows bags by the limit, for a per-acre limit at the acres declared up to the maximum', () => {
    expect(bagsAllowed({ kind: 'bags', bags: 4 }, 40)).toBe(4);
    expect(bagsAllowed({ kind: 'perAcre', kgPerAcre: 40, maxAcres: 5 }, 40, 2)).toBe(2);
    expect(bagsAllowed({ kind: 'perAcre', kgPerAcre: 40, maxAcres: 5 }, 40, 50)).toBe(5);
    expect(bagsAllowed({ kind: 'perAcre', kgPerAcre: 40, maxAcres: 5 }, 40)).toBe(5);
  });

  it('prices by the quintal, to the rupee, or not at all without a rate', () => {
    expect(pricePayable(4000, 3, 40)).toBe(4800);
    expect(pricePayable(3975, 1, 0.475)).toBe(19);
    expect(pricePayable(null, 3, 40)).toBeNull();
  });

  it('counts days in India time: a booking at 11 pm there is of that day, and ends at its last midnight there', () => {
    expect(indiaDate(new Date('2026-11-29T17:29:00Z'))).toBe('2026-11-29');
    expect(indiaDate(new Date('2026-11-29T18:31:00Z'))).toBe('2026-11-30');
    expect(indiaDatePlus('2026-12-30', 3)).toBe('2027-01-02');
    expect(endOfIndiaDate('2026-12-02').toISOString()).toBe('2026-12-02T18:30:00.000Z');
    expect(isIndiaDate('2026-02-29')).toBe(false);
    expect(isIndiaDate('2028-02-29')).toBe(true);
  });
});

describe('pickup codes', () => {
  it('have no look-alike characters, and are read as typed or read out', () => {
    expect(PICKUP_CODE_ALPHABET).not.toMatch(/[0O1IL5S8B]/);
    expect(normalisedPickupCode('acde 2346')).toBe('ACDE2346');
    expect(normalisedPickupCode('ACDE-2346')).toBe('ACDE2346');
    expect(isPickupCodeForm('ACDE2346')).toBe(true);
    expect(isPickupCodeForm('ACDE234O')).toBe(false);
    expect(isPickupCodeForm('ACDE234')).toBe(false);
  });
});
