import { API, type AdminFactors } from '@seedcorp/contracts';
import { sessionToken } from '@seedcorp/web-shared/api/session-token';
import { act, renderHook, waitFor } from '@testing-library/react';
import { SIGN_IN_SECURITY_TEXTS } from '../../../content/sign-in-security';
import { ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { toasted, toastTexts, WithToasts } from '../../../testing/toasts';
import { useAdminFactors } from './use-admin-factors';

const APP_ONLY: AdminFactors = { totp: true, passkeys: [], recoveryCodesLeft: 10, smsOnlySignInsLeft: null };
const WITH_PASSKEY: AdminFactors = {
  ...APP_ONLY,
  passkeys: [{ id: 'pk-1', name: 'Office laptop', createdAt: '2026-01-05T10:00:00.000Z', lastUsedAt: null }],
};

let api: ApiStub;
beforeEach(() => {
  sessionToken.set('admin-token');
  api = stubApi();
});

const openFactors = () => renderHook(() => useAdminFactors(), { wrapper: WithToasts }).result;

describe('useAdminFactors', () => {
  it("loads the signed-in admin's factors with their token, and again on each reload", async () => {
    api.answer(API.secondFactor.factors, ok('Factors fetched.', APP_ONLY), ok('Factors fetched.', WITH_PASSKEY));
    const factors = openFactors();

    await waitFor(() => expect(factors.current.factors).toEqual(APP_ONLY));
    expect(factors.current.failed).toBe(false);
    expect(api.sent).toEqual([
      { path: API.secondFactor.factors, body: {}, query: {}, authorization: 'Bearer admin-token' },
    ]);

    act(() => factors.current.reload());
    await waitFor(() => expect(factors.current.factors).toEqual(WITH_PASSKEY));
    expect(api.bodiesTo(API.secondFactor.factors)).toHaveLength(2);
  });

  it("says when the factors cannot be loaded, in the service's words or the screen's own, until a reload brings them", async () => {
    api.answer(
      API.secondFactor.factors,
      { status: 503, message: 'The sign-in service is not available right now.' },
      { status: 500, message: '' },
      ok('Factors fetched.', APP_ONLY),
    );
    const factors = openFactors();

    await waitFor(() => expect(factors.current.failed).toBe(true));
    await toasted('The sign-in service is not available right now.');
    expect(toastTexts()).not.toContain(SIGN_IN_SECURITY_TEXTS.loadFailed);

    act(() => factors.current.reload());
    await toasted(SIGN_IN_SECURITY_TEXTS.loadFailed);
    expect(factors.current.factors).toBeUndefined();
    expect(factors.current.failed).toBe(true);

    act(() => factors.current.reload());
    await waitFor(() => expect(factors.current.factors).toEqual(APP_ONLY));
    expect(factors.current.failed).toBe(false);
  });
});
