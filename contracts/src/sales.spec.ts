import { CONTENT_PLACEHOLDER } from './content';
import { firstBrokenRule } from './form-rules';
import { CLOSE_SALE_COUNTER_RULES, SALE_COUNTER_FORM_RULES, SALES_MESSAGES, type SaleCounterForm } from './sales';

const FORM: SaleCounterForm = {
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
};

const problem = (change: object) => firstBrokenRule(SALE_COUNTER_FORM_RULES, { ...FORM, ...change }, 'create');

describe('the sale counter form rules', () => {
  it('take a whole form, one with the district and location unknown, and the placeholder as text', () => {
    expect(problem({})).toBeUndefined();
    expect(problem({ district: null, latitude: null, longitude: null })).toBeUndefined();
    expect(problem({ district: '', latitude: '', longitude: '' })).toBeUndefined();
    expect(problem({ official: CONTENT_PLACEHOLDER, mobile: CONTENT_PLACEHOLDER })).toBeUndefined();
  });

  it('report the first problem in their order', () => {
    expect(problem({ name: 'Counter', district: 'Atlantis' })).toBe(SALES_MESSAGES.notBilingual);
    expect(problem({ openingHours: { en: '9 to 5', hi: ' ' }, district: 'Atlantis' })).toBe(SALES_MESSAGES.required);
    expect(problem({ official: '' })).toBe(SALES_MESSAGES.required);
    expect(problem({ address: { en: 'x'.repeat(501), hi: 'पता' } })).toBe(SALES_MESSAGES.tooLong);
    expect(problem({ district: 'Atlantis' })).toBe(SALES_MESSAGES.unknownDistrict);
    expect(problem({ longitude: undefined })).toBe(SALES_MESSAGES.coordinatesPair);
    expect(problem({ latitude: 51.5, longitude: -0.12 })).toBe(SALES_MESSAGES.outsideIndia);
  });

  it('need a reason to close a counter', () => {
    expect(firstBrokenRule(CLOSE_SALE_COUNTER_RULES, { reason: ' ' }, 'update')).toBe(SALES_MESSAGES.reasonRequired);
    expect(firstBrokenRule(CLOSE_SALE_COUNTER_RULES, { reason: 'Flooded' }, 'update')).toBeUndefined();
  });
});
