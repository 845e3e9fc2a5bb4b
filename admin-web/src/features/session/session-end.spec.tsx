import { setErrorToast, settleAnswer } from '@seedcorp/web-shared/api/api-client';

/** A 401 as a service answers a call made with an expired session. */
const expired = JSON.stringify({ status: 401, message: 'Token expired' });

describe('the end of a session', () => {
  const assign = jest.fn();
  const realLocation = window.location;

  beforeAll(() => {
    // jsdom does not navigate: the address the app leaves for is recorded instead.
    Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, assign } });
    setErrorToast(() => undefined);
    jest.useFakeTimers();
  });

  afterAll(() => {
    jest.useRealTimers();
    Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  });

  it('leaves for the login page once when several calls are refused together', () => {
    for (let call = 0; call < 3; call += 1) expect(() => settleAnswer(401, expired)).toThrow('Token expired');
    jest.runAllTimers();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/login');
  });
});
