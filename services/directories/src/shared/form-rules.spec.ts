import { DIRECTORY_MESSAGES } from '@seedcorp/libs';
import { checkEmail, checkLengths, checkPhones, orNull, requireAll, text } from './form-rules';

const refusal = (check: () => void) => {
  try {
    check();
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
};

describe('directory form rules', () => {
  it('treats blanks as missing', () => {
    expect(text('  Hisar ')).toBe('Hisar');
    expect(text(undefined)).toBe('');
    expect(orNull('')).toBeNull();
    expect(refusal(() => requireAll(['a', ''], 'Fill All required Fields.'))).toBe('Fill All required Fields.');
    expect(refusal(() => requireAll(['a', 'b'], 'unused'))).toBeUndefined();
  });

  it.each([
    ['name@example.org', undefined],
    ['first.last+tag@mail.example.co.in', undefined],
    ['', undefined],
    ['name@example', DIRECTORY_MESSAGES.incorrectEmail],
    ['name example.org', DIRECTORY_MESSAGES.incorrectEmail],
    ['a@b@example.org', DIRECTORY_MESSAGES.incorrectEmail],
  ])('email %s', (email, message) => {
    expect(refusal(() => checkEmail(email))).toBe(message);
  });

  it.each([
    ['9876543210', '', undefined],
    ['12345', '0172200000012', undefined],
    ['98765432101', '', DIRECTORY_MESSAGES.mobileDigits],
    ['९८७६', '', DIRECTORY_MESSAGES.mobileDigits],
    ['', '0172 2000000', DIRECTORY_MESSAGES.officeDigits],
    ['', '1'.repeat(21), DIRECTORY_MESSAGES.officeDigits],
  ])('mobile %s, office %s', (mobileNo, officeNo, message) => {
    expect(refusal(() => checkPhones(mobileNo, officeNo))).toBe(message);
  });

  it('limits lengths to the columns', () => {
    expect(refusal(() => checkLengths({ name: 'x'.repeat(200), address: 'y'.repeat(500) }))).toBeUndefined();
    expect(refusal(() => checkLengths({ address: 'y'.repeat(501) }))).toBe(DIRECTORY_MESSAGES.tooLong);
  });
});
