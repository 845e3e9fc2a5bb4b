import { API, type Paged, type SignInLogItem } from '@seedcorp/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { toasted, WithToasts } from '../../../testing/toasts';
import { fetchSignInLog } from '../../dashboard/api/dashboard-api';
import { useListScreen } from './use-list-screen';
import { PAGE_SIZE, usePagedList } from './use-paged-list';

const entry = (n: number, activityType: SignInLogItem['activityType']): SignInLogItem => ({
  at: `2026-01-0${(n % 9) + 1}T10:00:00.000Z`,
  activityType,
  activityDetails: `Admin ******32${String(n).padStart(2, '0')} from 203.0.113.${n}`,
});

const FIRST_PAGE: Paged<SignInLogItem> = {
  content: Array.from({ length: PAGE_SIZE }, (_, index) => entry(index, index % 2 ? 'Signed out' : 'Signed in')),
  totalPages: 2,
  totalItems: 12,
};
const SECOND_PAGE: Paged<SignInLogItem> = {
  content: [entry(10, 'Sign-in failed'), entry(11, 'Locked')],
  totalPages: 2,
  totalItems: 12,
};

let api: ApiStub;
beforeEach(() => {
  api = stubApi();
});

describe('useListScreen', () => {
  const signInLog = () =>
    renderHook(
      () =>
        useListScreen({ fetchPage: fetchSignInLog, searchFields: (row) => [row.activityType, row.activityDetails] }),
      { wrapper: WithToasts },
    ).result;

  it('loads the first page, then the page asked for, numbering rows across pages', async () => {
    api.answer(
      API.dashboard.signInLog,
      ok('Sign-in log fetched.', FIRST_PAGE),
      ok('Sign-in log fetched.', SECOND_PAGE),
    );
    const screen = signInLog();
    expect(screen.current.list.loading).toBe(true);

    await waitFor(() => expect(screen.current.list.loading).toBe(false));
    expect(screen.current.list.rows).toEqual(FIRST_PAGE.content);
    expect(screen.current.list).toMatchObject({ page: 0, totalPages: 2, totalItems: 12 });
    expect(screen.current.table.serialOf(screen.current.table.rows[3])).toBe(4);

    act(() => screen.current.list.load(1));
    expect(screen.current.list.loading).toBe(true);
    await waitFor(() => expect(screen.current.list.loading).toBe(false));

    expect(api.bodiesTo(API.dashboard.signInLog)).toEqual([
      { page: '0', size: String(PAGE_SIZE) },
      { page: '1', size: String(PAGE_SIZE) },
    ]);
    expect(screen.current.table).toMatchObject({ page: 1, rows: SECOND_PAGE.content });
    expect(screen.current.table.serialOf(screen.current.table.rows[1])).toBe(12);
  });

  it('searches the rows of the page on screen, ignoring case', async () => {
    api.answer(API.dashboard.signInLog, ok('Sign-in log fetched.', FIRST_PAGE));
    const screen = signInLog();
    await waitFor(() => expect(screen.current.list.loading).toBe(false));

    act(() => screen.current.screen.onSearch('  SIGNED OUT '));
    expect(screen.current.table.rows).toEqual(FIRST_PAGE.content.filter((row) => row.activityType === 'Signed out'));
    expect(screen.current.table.rows).toHaveLength(5);
    expect(screen.current.table.serialOf(screen.current.table.rows[0])).toBe(2);

    act(() => screen.current.screen.onSearch('203.0.113.7'));
    expect(screen.current.table.rows).toEqual([FIRST_PAGE.content[7]]);
  });

  it("keeps the page it has when the next fails, and says why in the service's words or its own", async () => {
    api.answer(
      API.dashboard.signInLog,
      ok('Sign-in log fetched.', FIRST_PAGE),
      { status: 503, message: 'The service is temporarily unavailable. Please try again shortly.' },
      { status: 500, message: '' },
    );
    const screen = signInLog();
    await waitFor(() => expect(screen.current.list.loading).toBe(false));

    act(() => screen.current.list.load(1));
    await toasted('The service is temporarily unavailable. Please try again shortly.');
    await waitFor(() => expect(screen.current.list.loading).toBe(false));
    expect(screen.current.list).toMatchObject({ page: 0, rows: FIRST_PAGE.content });

    act(() => screen.current.list.load(1));
    await toasted('Failed to fetch data.');
  });
});

describe('usePagedList', () => {
  it('shows the page asked for last, whatever order the answers come in', async () => {
    const asked: { page: number; answer: (data: Paged<string>) => void }[] = [];
    const fetchPage = (page: number) => new Promise<Paged<string>>((answer) => asked.push({ page, answer }));
    const { result } = renderHook(() => usePagedList(fetchPage, 'The list could not be loaded.'));
    await act(async () => asked[0].answer({ content: ['a'], totalPages: 3, totalItems: 21 }));

    act(() => result.current.load(1));
    act(() => result.current.load(2));
    await act(async () => asked[2].answer({ content: ['u'], totalPages: 3, totalItems: 21 }));
    await act(async () => asked[1].answer({ content: ['k'], totalPages: 3, totalItems: 21 }));

    expect(asked.map((request) => request.page)).toEqual([0, 1, 2]);
    expect(result.current).toMatchObject({ page: 2, rows: ['u'], loading: false });
  });
});
