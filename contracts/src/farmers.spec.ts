import { CONSENT_NOTICE, FARMER_MESSAGES, FARMER_PROFILE_RULES, type FarmerProfileForm } from './farmers';
import { firstBrokenRule } from './form-rules';

const FORM: FarmerProfileForm = { name: 'Suresh Kumar', village: 'Kaimri', district: 'Hisar' };
const problem = (form: Partial<Record<keyof FarmerProfileForm, unknown>>) =>
  firstBrokenRule(FARMER_PROFILE_RULES, { ...FORM, ...form }, 'create');

describe("a farmer's details", () => {
  it('need a name, a village and a district of the state; a registry id is optional but of its form', () => {
    expect(problem({})).toBeUndefined();
    expect(problem({ name: '  ' })).toBe(FARMER_MESSAGES.nameRequired);
    expect(problem({ name: 'x'.repeat(101) })).toBe(FARMER_MESSAGES.nameTooLong);
    expect(problem({ village: undefined })).toBe(FARMER_MESSAGES.villageRequired);
    expect(problem({ district: 'Head Office' })).toBe(FARMER_MESSAGES.district);
    expect(problem({ registryId: '' })).toBeUndefined();
    expect(problem({ registryId: 'HR-0012345' })).toBeUndefined();
    expect(problem({ registryId: 'HR 12/34' })).toBe(FARMER_MESSAGES.registryIdForm);
    expect(problem({ registryId: 'A1' })).toBe(FARMER_MESSAGES.registryIdForm);
    expect(problem({ registryId: 12345678 })).toBe(FARMER_MESSAGES.registryIdForm);
  });
});

describe('the notice on their data', () => {
  it('says every item in both languages, why and for how long, how to withdraw and where to complain', () => {
    for (const item of CONSENT_NOTICE.items) {
      for (const text of [item.item, item.purpose, item.keptFor]) {
        expect(text.en.trim()).not.toBe('');
        expect(text.hi).toMatch(/[\u0900-\u097F]/);
      }
    }
    for (const text of [CONSENT_NOTICE.withdraw, CONSENT_NOTICE.grievance, CONSENT_NOTICE.rights]) {
      expect(text.hi).toMatch(/[\u0900-\u097F]/);
    }
    // The corporation's contact is the site settings' record, never a number written here.
    expect(JSON.stringify(CONSENT_NOTICE)).not.toMatch(/\d{10}|@/);
  });
});
