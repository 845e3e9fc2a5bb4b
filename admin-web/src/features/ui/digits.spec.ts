import { digitsOnly } from './digits';

describe('digitsOnly', () => {
  it('keeps the digits in their order and drops everything else', () => {
    expect(digitsOnly('+91 98765-43210')).toBe('919876543210');
  });

  it('keeps at most as many digits as asked', () => {
    expect(digitsOnly('98765 43210 99', 10)).toBe('9876543210');
    expect(digitsOnly('12a', 0)).toBe('');
  });
});
