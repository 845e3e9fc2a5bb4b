import { API, type DashboardCounts, type RecentActivityItem } from '@seedcorp/contracts';
import { sessionToken } from '@seedcorp/web-shared/api/session-token';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { toasted, toastTexts, WithToasts } from '../../../testing/toasts';
import { COUNT_PART_FAILED } from '../count-cards';
import { useDashboard } from './use-dashboard';

const COUNTS: DashboardCounts = {
  galleryCounts: [
    { name: 'Photo Gallery', count: 12 },
    { name: 'Home Corousel', count: 4 },
  ],
  notificationCounts: [{ name: 'Tenders', count: 7 }],
  linkCounts: [
    { name: 'Directors', count: 5 },
    { name: 'RTI officers', count: 22 },
  ],
  contentCounts: [
    { name: 'Tables', count: 9 },
    { name: 'Drafts awaiting publication', count: 2 },
  ],
};

const ACTIVITY: RecentActivityItem[] = [
  {
    lastActivity: '2026-01-06T10:00:00.000Z',
    source: 'content',
    activityType: 'Updated',
    activityDetails: 'Published: Wheat seed rates',
  },
  {
    lastActivity: '2026-01-05T09:00:00.000Z',
    source: 'notifications',
    activityType: 'Created',
    activityDetails: 'Tender for seed processing plant',
  },
];

const FETCH_FAILED = 'Failed to fetch data.';

let api: ApiStub;
beforeEach(() => {
  sessionToken.set('admin-token');
  api = stubApi();
});

const openDashboard = () => renderHook(() => useDashboard(), { wrapper: WithToasts }).result;

describe('useDashboard', () => {
  it('fetches the counts and the recent activity side by side, with the admin’s token', async () => {
    api.answer(API.dashboard.counts, ok('Counts fetched successfully.', COUNTS));
    api.answer(API.dashboard.recentActivity, ok('Recent activity fetched successfully.', ACTIVITY));
    const dashboard = openDashboard();

    await waitFor(() => expect(dashboard.current.counts).toBeDefined());
    await waitFor(() => expect(dashboard.current.activity).toEqual(ACTIVITY));
    expect(dashboard.current.counts).toEqual({
      counts: {
        galleryCounts: COUNTS.galleryCounts,
        notificationCounts: COUNTS.notificationCounts,
        linkCounts: COUNTS.linkCounts,
      },
      missing: [],
      siteContent: [
        { name: 'Tables', count: 9 },
        { name: 'Drafts awaiting publication', count: 2 },
        { name: 'Hindi out of date or missing', count: 0 },
        { name: 'Placeholders left', count: 0 },
      ],
    });
    expect(dashboard.current.failed).toEqual({ counts: false, activity: false });
    expect(api.sent.map(({ path, authorization }) => ({ path, authorization }))).toEqual([
      { path: API.dashboard.counts, authorization: 'Bearer admin-token' },
      { path: API.dashboard.recentActivity, authorization: 'Bearer admin-token' },
    ]);
    expect(toastTexts()).toEqual([]);
  });

  it("says which parts of the counts are missing, in the spec's words, and shows the rest", async () => {
    const partial = { notificationCounts: COUNTS.notificationCounts, linkCounts: null } as unknown as DashboardCounts;
    api.answer(API.dashboard.counts, ok('Counts fetched successfully.', partial));
    api.answer(API.dashboard.recentActivity, ok('Recent activity fetched successfully.', ACTIVITY));
    const dashboard = openDashboard();

    await toasted(COUNT_PART_FAILED.galleryCounts);
    await toasted(COUNT_PART_FAILED.linkCounts);
    expect(dashboard.current.counts).toEqual({
      counts: { galleryCounts: [], notificationCounts: COUNTS.notificationCounts, linkCounts: [] },
      missing: ['galleryCounts', 'linkCounts'],
      siteContent: null,
    });
    expect(dashboard.current.failed).toEqual({ counts: false, activity: false });
    expect(toastTexts()).toEqual(['Failed to load images.', 'Failed to fetch links.']);
  });

  it("keeps the activity when the counts fail, and says why in the service's words", async () => {
    api.answer(API.dashboard.counts, { status: 503, message: 'The counts are not available right now.' });
    api.answer(API.dashboard.recentActivity, ok('Recent activity fetched successfully.', ACTIVITY));
    const dashboard = openDashboard();

    await waitFor(() => expect(dashboard.current.failed).toEqual({ counts: true, activity: false }));
    await toasted('The counts are not available right now.');
    await waitFor(() => expect(dashboard.current.activity).toEqual(ACTIVITY));
    expect(dashboard.current.counts).toBeUndefined();
  });

  it('keeps the counts when the activity fails, and says it in its own words without a reason', async () => {
    api.answer(API.dashboard.counts, ok('Counts fetched successfully.', COUNTS));
    api.answer(API.dashboard.recentActivity, { status: 500, message: '' });
    const dashboard = openDashboard();

    await waitFor(() => expect(dashboard.current.failed).toEqual({ counts: false, activity: true }));
    await toasted(FETCH_FAILED);
    await waitFor(() => expect(dashboard.current.counts?.missing).toEqual([]));
    expect(dashboard.current.activity).toBeUndefined();
  });

  it('marks both parts as failed when neither loads', async () => {
    api.answer(API.dashboard.counts, { status: 500, message: '' });
    api.answer(API.dashboard.recentActivity, { status: 500, message: '' });
    const dashboard = openDashboard();

    await waitFor(() => expect(dashboard.current.failed).toEqual({ counts: true, activity: true }));
    await toasted(FETCH_FAILED);
    expect(dashboard.current.counts).toBeUndefined();
    expect(dashboard.current.activity).toBeUndefined();
  });

  it('says nothing once the home screen is left before the answers arrive', async () => {
    api.answer(API.dashboard.counts, ok('Counts fetched successfully.', {} as DashboardCounts));
    api.answer(API.dashboard.recentActivity, { status: 500, message: '' });
    render(<ToastContainer />);
    const dashboard = renderHook(() => useDashboard());

    dashboard.unmount();
    await act(() => new Promise((settle) => setTimeout(settle, 50)));

    expect(api.sent).toHaveLength(2);
    expect(toastTexts()).toEqual([]);
  });
});
