import { LOGIN_FORM_MESSAGES, mobileNumberProblem, otpProblem } from './auth';

describe('login form rules', () => {
  it.each([
    ['9876543210', undefined],
    ['6000000000', undefined],
    ['5876543210', LOGIN_FORM_MESSAGES.mobileStart],
    ['', LOGIN_FORM_MESSAGES.mobileStart],
    ['98765', LOGIN_FORM_MESSAGES.mobileLength],
  ])('mobile "%s" → %s', (mobile, problem) => {
    expect(mobileNumberProblem(mobile)).toBe(problem);
  });

  it.each([
    ['123456', undefined],
    ['12345', LOGIN_FORM_MESSAGES.otpFormat],
    ['12a456', LOGIN_FORM_MESSAGES.otpFormat],
  ])('otp "%s" → %s', (otp, problem) => {
    expect(otpProblem(otp)).toBe(problem);
  });
});
