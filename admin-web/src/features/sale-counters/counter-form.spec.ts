import { SALES_MESSAGES, type SaleCounterItem } from '@seedcorp/contracts';
import { BLANK_COUNTER_DRAFT, counterDifferences, counterFormOf, draftOfCounter, rebasedDraft } from './counter-form';

const SIRSA: SaleCounterItem = {
  key: '4f1c2a9e-0000-4000-8000-000000000001',
  regionalUnit: { en: 'Sirsa', hi: 'सिरसा' },
  name: { en: 'Seed Sale Counter, Sirsa', hi: 'बीज बिक्री केंद्र, सिरसा' },
  district: 'Sirsa',
  address: { en: 'Hisar Road, Sirsa', hi: 'हिसार रोड, सिरसा' },
  official: 'Ram Kumar',
  designation: { en: 'Sales Officer', hi: 'बिक्री अधिकारी' },
  mobile: '9876543210',
  openingHours: { en: '9 am to 5 pm', hi: 'सुबह 9 से शाम 5 बजे' },
  latitude: 29.53,
  longitude: 75.03,
  position: 3,
  closed: false,
  closedAt: null,
  closedReason: null,
  version: 4,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-06T10:00:00.000Z',
};

describe('the sale counter form', () => {
  it('sends what an edited counter holds, as it holds it, and finds nothing wrong with it', () => {
    const { form, problem } = counterFormOf(draftOfCounter(SIRSA), 'update');
    expect(problem).toBeUndefined();
    expect(form).toEqual({
      regionalUnit: SIRSA.regionalUnit,
      name: SIRSA.name,
      district: 'Sirsa',
      address: SIRSA.address,
      official: 'Ram Kumar',
      designation: SIRSA.designation,
      mobile: '9876543210',
      openingHours: SIRSA.openingHours,
      latitude: 29.53,
      longitude: 75.03,
    });
  });

  it('trims what was typed and sends no district and no location when none is given', () => {
    const draft = {
      ...draftOfCounter(SIRSA),
      name: { en: '  Seed Sale Counter, Ellenabad ', hi: ' बीज बिक्री केंद्र, ऐलनाबाद' },
      district: '',
      latitude: ' ',
      longitude: '',
    };
    const { form, problem } = counterFormOf(draft, 'update');
    expect(problem).toBeUndefined();
    expect(form).toMatchObject({
      name: { en: 'Seed Sale Counter, Ellenabad', hi: 'बीज बिक्री केंद्र, ऐलनाबाद' },
      district: null,
      latitude: null,
      longitude: null,
    });
  });

  it('reports the first problem in the service’s order and words: numbers first, then the contract’s rules', () => {
    const draft = draftOfCounter(SIRSA);
    expect(counterFormOf(BLANK_COUNTER_DRAFT, 'create').problem).toBe(SALES_MESSAGES.required);
    expect(counterFormOf({ ...BLANK_COUNTER_DRAFT, latitude: '29,5' }, 'create').problem).toBe(
      SALES_MESSAGES.coordinatesNumbers,
    );
    expect(counterFormOf({ ...draft, name: { en: 'Sirsa', hi: ' ' } }, 'update').problem).toBe(SALES_MESSAGES.required);
    expect(counterFormOf({ ...draft, longitude: '' }, 'update').problem).toBe(SALES_MESSAGES.coordinatesPair);
    expect(counterFormOf({ ...draft, latitude: '51.5', longitude: '-0.12' }, 'update').problem).toBe(
      SALES_MESSAGES.outsideIndia,
    );
    expect(counterFormOf({ ...draft, latitude: '-29.5' }, 'update').problem).toBe(SALES_MESSAGES.outsideIndia);
  });

  it('names what a stale edit would overwrite: each field that differs, as it is now and as typed', () => {
    const typed = { ...draftOfCounter(SIRSA), official: 'Suresh Kumar', mobile: '9876500000' };
    const now: SaleCounterItem = { ...SIRSA, official: 'Mahesh Sharma', version: 5 };
    expect(counterDifferences(typed, now)).toEqual([
      { field: 'official', now: 'Mahesh Sharma', yours: 'Suresh Kumar' },
      { field: 'mobile', now: '9876543210', yours: '9876500000' },
    ]);
    expect(counterDifferences(draftOfCounter(now), { ...now, closed: true })).toEqual([]);
    expect(counterDifferences({ ...typed, name: { en: SIRSA.name.en, hi: 'सिरसा केंद्र' } }, SIRSA)).toContainEqual({
      field: 'name',
      now: 'Seed Sale Counter, Sirsa / बीज बिक्री केंद्र, सिरसा',
      yours: 'Seed Sale Counter, Sirsa / सिरसा केंद्र',
    });
  });

  it('keeps the admin’s own changes on the counter as it is now, without undoing another admin’s', () => {
    const typed = { ...draftOfCounter(SIRSA), official: 'Suresh Kumar', latitude: '29.6' };
    const now: SaleCounterItem = { ...SIRSA, mobile: '9876500000', official: 'Mahesh Sharma', version: 5 };
    expect(rebasedDraft(typed, SIRSA, now)).toEqual({
      ...draftOfCounter(now),
      official: 'Suresh Kumar',
      latitude: '29.6',
    });
  });
});
