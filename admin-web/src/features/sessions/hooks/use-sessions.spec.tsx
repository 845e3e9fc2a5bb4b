import { API, type AdminSession } from '@seedcorp/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { SESSIONS_TEXTS } from '../../../content/sessions';
import { ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { answerConfirm, toasted, WithToasts } from '../../../testing/toasts';
import { useSessions } from './use-sessions';

const session = (id: string, browser: string, current = false): AdminSession => ({
  id,
  browser,
  address: '203.0.113.5',
  startedAt: '2026-01-05T10:00:00.000Z',
  lastUsedAt: '2026-01-05T11:00:00.000Z',
  expiresAt: '2026-01-05T22:00:00.000Z',
  current,
});

const HERE = session('s-1', 'Chrome on Windows', true);
const PHONE = session('s-2', 'Firefox on Android');

let api: ApiStub;
beforeEach(() => {
  api = stubApi();
});

async function openSessions() {
  const { result } = renderHook(() => useSessions(), { wrapper: WithToasts });
  await waitFor(() => expect(result.current.sessions).toBeDefined());
  return result;
}

/** Ends `target`, answering the confirmation with `yes`. */
async function end(sessions: Awaited<ReturnType<typeof openSessions>>, target: AdminSession, yes: boolean) {
  let ending!: Promise<boolean>;
  act(() => {
    ending = sessions.current.end(target);
  });
  await answerConfirm(SESSIONS_TEXTS.confirmEnd(target), yes);
  return act(() => ending);
}

describe('useSessions', () => {
  it('ends a session once confirmed, then lists the sessions still live', async () => {
    api.answer(API.sessions.getAll, ok('Sessions fetched.', [HERE, PHONE]), ok('Sessions fetched.', [HERE]));
    api.answer(API.sessions.end, ok('Session ended.'));
    const sessions = await openSessions();
    expect(sessions.current.sessions).toEqual([HERE, PHONE]);

    expect(await end(sessions, PHONE, true)).toBe(true);

    expect(api.bodiesTo(API.sessions.end)).toEqual([{ id: 's-2' }]);
    await toasted('Session ended.');
    await waitFor(() => expect(sessions.current.sessions).toEqual([HERE]));
  });

  it('ends nothing when the admin answers No', async () => {
    api.answer(API.sessions.getAll, ok('Sessions fetched.', [HERE, PHONE]));
    const sessions = await openSessions();

    expect(await end(sessions, PHONE, false)).toBe(false);

    expect(api.sent.map((request) => request.path)).toEqual([API.sessions.getAll]);
  });

  it('shows a refusal and lists the sessions again, since one ended elsewhere is gone too', async () => {
    api.answer(API.sessions.getAll, ok('Sessions fetched.', [HERE, PHONE]), ok('Sessions fetched.', [HERE]));
    api.answer(API.sessions.end, { status: 404, message: 'Session not found.' });
    const sessions = await openSessions();

    expect(await end(sessions, PHONE, true)).toBe(false);

    await toasted('Session not found.');
    await waitFor(() => expect(sessions.current.sessions).toEqual([HERE]));
  });

  it('says when the sessions cannot be loaded', async () => {
    api.answer(API.sessions.getAll, { status: 500, message: '' });
    const { result } = renderHook(() => useSessions(), { wrapper: WithToasts });

    await waitFor(() => expect(result.current.failed).toBe(true));
    await toasted(SESSIONS_TEXTS.loadFailed);
    expect(result.current.sessions).toBeUndefined();
  });
});
