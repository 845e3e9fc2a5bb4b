import { LOGIN_FORM_MESSAGES, mobileNumberProblem, otpProblem, sessionAdminOf } from './auth';

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

describe('the session token as the admin app reads it', () => {
  const token = (payload: object) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;

  it('names the admin, their role and their name', () => {
    expect(sessionAdminOf(token({ sub: 'a1', role: 'editor', name: 'Asha Verma' }))).toEqual({
      id: 'a1',
      role: 'editor',
      name: 'Asha Verma',
    });
    expect(sessionAdminOf(token({ sub: 'a1', role: 'publisher' }))).toEqual({ id: 'a1', role: 'publisher', name: '' });
  });

  it('reads no admin from a token without a known role, a second step’s token, or garbage', () => {
    expect(sessionAdminOf(token({ sub: 'a1' }))).toBeUndefined();
    expect(sessionAdminOf(token({ sub: 'a1', role: 'admin' }))).toBeUndefined();
    expect(sessionAdminOf(token({ sub: 'a1', aud: 'seedcorp-second-factor', purpose: 'verify' }))).toBeUndefined();
    expect(sessionAdminOf('garbage')).toBeUndefined();
    expect(sessionAdminOf('')).toBeUndefined();
  });
});
