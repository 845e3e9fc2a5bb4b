import { ADMIN_MESSAGES, API, type AdminAccount } from '@seedcorp/contracts';
import { sessionToken } from '@seedcorp/web-shared/api/session-token';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ADMINS_TEXTS } from '../../../content/admins';
import { ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { toasted, toastTexts, WithToasts } from '../../../testing/toasts';
import { resetSecondFactor, updateAdmin } from '../api/admins-api';
import { useAdmins } from './use-admins';

const admin = (id: string, name: string, mobile: string, active = true): AdminAccount => ({
  id,
  mobile,
  name,
  role: 'editor',
  active,
  secondFactor: true,
  lastLoginAt: '2026-01-05T10:00:00.000Z',
  createdAt: '2025-12-01T09:00:00.000Z',
});

const ASHA = admin('a-1', 'Asha Verma', '9876501234');
const RAVI = admin('a-2', 'Ravi Kumar', '9876505678');
const RAVI_DISABLED: AdminAccount = { ...RAVI, active: false };

let api: ApiStub;
beforeEach(() => {
  sessionToken.set('admin-token');
  api = stubApi();
});

async function openAdmins() {
  const { result } = renderHook(() => useAdmins(), { wrapper: WithToasts });
  await waitFor(() => expect(result.current.admins).toBeDefined());
  return result;
}

/** How many times the list of admins was fetched. */
const listFetches = () => api.sent.filter((request) => request.path === API.admins.getAll).length;

const disableRavi = () => updateAdmin({ id: RAVI.id, name: RAVI.name, role: RAVI.role, active: false });

describe('useAdmins', () => {
  it("loads the admins when the screen opens, with the admin's token", async () => {
    api.answer(API.admins.getAll, ok(ADMIN_MESSAGES.fetched, [ASHA, RAVI]));
    const admins = await openAdmins();

    expect(admins.current.admins).toEqual([ASHA, RAVI]);
    expect(admins.current.failed).toBe(false);
    expect(api.sent).toEqual([{ path: API.admins.getAll, body: {}, query: {}, authorization: 'Bearer admin-token' }]);
  });

  it("sends a change, shows the service's message and the list as it now stands", async () => {
    api.answer(
      API.admins.getAll,
      ok(ADMIN_MESSAGES.fetched, [ASHA, RAVI]),
      ok(ADMIN_MESSAGES.fetched, [ASHA, RAVI_DISABLED]),
    );
    api.answer(API.admins.update, ok(ADMIN_MESSAGES.updated));
    const admins = await openAdmins();

    expect(await act(() => admins.current.change(disableRavi, ADMINS_TEXTS.actions.changeFailed))).toBe(true);

    expect(api.bodiesTo(API.admins.update)).toEqual([{ id: 'a-2', name: 'Ravi Kumar', role: 'editor', active: false }]);
    await toasted(ADMIN_MESSAGES.updated);
    await waitFor(() => expect(admins.current.admins).toEqual([ASHA, RAVI_DISABLED]));
    expect(listFetches()).toBe(2);
  });

  it("shows why a change was refused, in the service's words or the screen's own, and fetches the list again", async () => {
    api.answer(API.admins.getAll, ok(ADMIN_MESSAGES.fetched, [ASHA, RAVI]));
    api.answer(
      API.admins.update,
      { status: 409, message: ADMIN_MESSAGES.lastAdministrator },
      { status: 500, message: '' },
    );
    const admins = await openAdmins();

    expect(await act(() => admins.current.change(disableRavi, ADMINS_TEXTS.actions.changeFailed))).toBe(false);
    await toasted(ADMIN_MESSAGES.lastAdministrator);
    await waitFor(() => expect(listFetches()).toBe(2));

    expect(await act(() => admins.current.change(disableRavi, ADMINS_TEXTS.actions.changeFailed))).toBe(false);
    await toasted(ADMINS_TEXTS.actions.changeFailed);
    await waitFor(() => expect(listFetches()).toBe(3));
    expect(toastTexts()).not.toContain(ADMIN_MESSAGES.updated);
    expect(admins.current.admins).toEqual([ASHA, RAVI]);
  });

  it("resets an admin's second factor by their mobile number", async () => {
    const reset = "Ravi Kumar's second factor was reset.";
    api.answer(API.admins.getAll, ok(ADMIN_MESSAGES.fetched, [ASHA, RAVI]));
    api.answer(API.secondFactor.reset, ok(reset), { status: 500, message: '' });
    const admins = await openAdmins();

    expect(
      await act(() => admins.current.change(() => resetSecondFactor(RAVI.mobile), ADMINS_TEXTS.reset.failed)),
    ).toBe(true);
    expect(api.bodiesTo(API.secondFactor.reset)).toEqual([{ mobileNo: '9876505678' }]);
    await toasted(reset);

    expect(
      await act(() => admins.current.change(() => resetSecondFactor(RAVI.mobile), ADMINS_TEXTS.reset.failed)),
    ).toBe(false);
    await toasted(ADMINS_TEXTS.reset.failed);
  });

  it('says when the admins cannot be loaded, until a reload brings them', async () => {
    api.answer(API.admins.getAll, { status: 500, message: '' }, ok(ADMIN_MESSAGES.fetched, [ASHA]));
    const { result } = renderHook(() => useAdmins(), { wrapper: WithToasts });

    await waitFor(() => expect(result.current.failed).toBe(true));
    await toasted(ADMINS_TEXTS.loadFailed);
    expect(result.current.admins).toBeUndefined();

    act(() => result.current.reload());
    await waitFor(() => expect(result.current.admins).toEqual([ASHA]));
    expect(result.current.failed).toBe(false);
  });

  it("shows the service's own reason when the list is refused", async () => {
    api.answer(API.admins.getAll, { status: 403, message: 'You do not have permission to do this.' });
    const { result } = renderHook(() => useAdmins(), { wrapper: WithToasts });

    await waitFor(() => expect(result.current.failed).toBe(true));
    await toasted('You do not have permission to do this.');
    expect(toastTexts()).not.toContain(ADMINS_TEXTS.loadFailed);
  });
});
