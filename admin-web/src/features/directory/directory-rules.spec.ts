import { mobileDigits, officeDigits } from './directory-rules';

describe('directory inputs', () => {
  it('keeps digits only in phone numbers, at most ten for a mobile', () => {
    expect(mobileDigits('98a76-54 32109')).toBe('9876543210');
    expect(officeDigits('01662-220 123')).toBe('01662220123');
  });
});
