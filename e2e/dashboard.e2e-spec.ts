import { API, IMAGE_LOCATIONS } from '@seedcorp/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { signAdminToken } from '@seedcorp/testing';
import { postImageUpload } from './admin-records';
import { postJson, publishedAlone, signIn } from './admin-session';
import { baseUrl, E2E_ADMINS, E2E_ENV } from './e2e-env';
import { ensureServiceRunning } from './stack-service';
import { pollUntil } from '@seedcorp/testing/poll-until';

interface Envelope<T = unknown> {
  status: number;
  message: string;
  data: T;
}

interface NamedCount {
  name: string;
  count: number;
}

async function getJson<T>(path: string, token?: string): Promise<Envelope<T>> {
  const response = await fetch(`${baseUrl()}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return (await response.json()) as Envelope<T>;
}

/** The dashboard consumes events in the background: these waits are for it to catch up, not the 2-s public promise. */
const eventually = <T>(check: () => Promise<T>) => pollUntil(check, () => true, 10_000);

const feedback = {
  name: 'Asha Devi',
  email: 'asha@example.in',
  subject: 'Sale counter hours',
  message: 'Is Hisar open on Sunday?',
};

describe('the dashboard through the gateway', () => {
  let token: string;
  let stopDashboard: () => Promise<void>;

  beforeAll(async () => {
    stopDashboard = await ensureServiceRunning('dashboard');
    token = await signIn(E2E_ADMINS.dashboard);
  });

  afterAll(async () => {
    await stopDashboard();
  });

  it('logs the sign-in in the sign-in log and never in recent activity', async () => {
    const log = await eventually(async () => {
      const answer = await getJson<{ content: { activityType: string; activityDetails: string }[] }>(
        `${API.dashboard.signInLog}?page=0&size=100`,
        token,
      );
      const mine = answer.data.content.filter((item) => item.activityDetails.startsWith('Admin ******0017 from '));
      expect(mine.map((item) => item.activityType)).toEqual(['Signed in', 'OTP sent']);
      return answer;
    });
    expect(log.status).toBe(200);
    const recent = await getJson<{ source: string }[]>(API.dashboard.recentActivity, token);
    expect(recent.data.filter((item) => item.source === 'auth')).toEqual([]);
  });

  it('shows an image upload and delete in recent activity, and counts the true totals', async () => {
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#8bc34a' } })
      .png()
      .toBuffer();
    const uploaded = (await (await postImageUpload(token, 'Home Corousel', png, 'banner.png')).json()) as Envelope<{
      key: string;
    }>;
    expect(uploaded.status).toBe(200);
    const trueCount = async (location: string) =>
      (
        (await (
          await postJson(`${API.files.getImages}?size=1`, { location, includeFile: false }, token)
        ).json()) as Envelope<{
          totalItems: number;
        }>
      ).data.totalItems;
    const expectTrueCounts = async () => {
      const counts = await getJson<{ galleryCounts: NamedCount[] }>(API.dashboard.counts, token);
      expect(counts.data.galleryCounts).toEqual(
        await Promise.all(IMAGE_LOCATIONS.map(async (name) => ({ name, count: await trueCount(name) }))),
      );
    };
    await eventually(async () => {
      const recent = await getJson<{ activityType: string; activityDetails: string }[]>(
        `${API.dashboard.recentActivity}?limit=1`,
        token,
      );
      expect(recent.data[0]).toMatchObject({
        activityType: 'Created',
        activityDetails: 'Image added to Home Corousel',
      });
    });
    await eventually(expectTrueCounts);
    const carouselBefore = await trueCount('Home Corousel');

    await postJson(API.files.deleteImage, { key: uploaded.data.key }, token);
    await eventually(async () => {
      const recent = await getJson<{ source: string; activityType: string; activityDetails: string }[]>(
        `${API.dashboard.recentActivity}?limit=1`,
        token,
      );
      expect(recent.data[0]).toMatchObject({
        source: 'media',
        activityType: 'Deleted',
        activityDetails: 'Image removed from Home Corousel',
      });
    });
    await eventually(expectTrueCounts);
    expect(await trueCount('Home Corousel')).toBe(carouselBefore - 1);
  });

  it('counts the true notifications and directory entries, the seeded ones included', async () => {
    const officer = (await (
      await postJson(
        API.officersDirectory.create,
        { district: 'Hisar', name: 'Counted officer (sample)', designation: 'Public Information Officer' },
        token,
      )
    ).json()) as Envelope;
    expect(officer.status).toBe(200);
    const trueNotifications = async () =>
      (
        (await (
          await postJson(`${API.notifications.getNotification}?page=0&size=1`, { location: 'All' }, token)
        ).json()) as Envelope<{ totalItems: number }>
      ).data.totalItems;
    const trueOfficers = async () =>
      (
        (await (
          await postJson(`${API.officersDirectory.getAll}?page=0&size=1`, { location: 'All' }, token)
        ).json()) as Envelope<{ totalItems: number }>
      ).data.totalItems;
    const sum = (counts: NamedCount[]) => counts.reduce((total, entry) => total + entry.count, 0);
    await eventually(async () => {
      const counts = await getJson<{ notificationCounts: NamedCount[]; linkCounts: NamedCount[] }>(
        API.dashboard.counts,
        token,
      );
      expect(sum(counts.data.notificationCounts)).toBe(await trueNotifications());
      expect(counts.data.notificationCounts.length).toBeGreaterThan(3);
      expect(counts.data.linkCounts.find((entry) => entry.name === 'RTI officers')?.count).toBe(await trueOfficers());
    });
  });

  it("counts the site's tables and the drafts awaiting publication, a saved draft until it is published", async () => {
    const key = 'tax-registration';
    const contentCounts = async () =>
      (await getJson<{ contentCounts: NamedCount[] }>(API.dashboard.counts, token)).data.contentCounts;
    const trueCounts = async () => {
      const groups = (
        (await (await postJson(API.content.getAll, {}, token)).json()) as Envelope<{ tables: { draft: unknown }[] }[]>
      ).data.flatMap((group) => group.tables);
      const states = (
        (await (await postJson(API.content.getLanguageStates, {}, token)).json()) as Envelope<
          { hindiOutdated: number; hindiMissing: number }[]
        >
      ).data;
      const placeholders = (
        (await (await postJson(API.content.getPlaceholders, {}, token)).json()) as Envelope<unknown[]>
      ).data;
      return [
        { name: 'Tables', count: groups.length },
        { name: 'Drafts awaiting publication', count: groups.filter((table) => table.draft !== null).length },
        {
          name: 'Hindi out of date or missing',
          count: states.filter((state) => state.hindiOutdated + state.hindiMissing > 0).length,
        },
        { name: 'Placeholders left', count: placeholders.length },
      ];
    };
    const shown = await eventually(async () => {
      expect(await contentCounts()).toEqual(await trueCounts());
      return contentCounts();
    });
    expect(shown[0].count).toBeGreaterThan(20);

    const table = (
      (await (await postJson(API.content.getTable, { key }, token)).json()) as Envelope<{
        currentVersion: number;
        published: { rows: unknown[] };
      }>
    ).data;
    // The same rows again: the public page does not change, only the count of drafts does.
    const saved = (await (
      await postJson(
        API.content.saveDraft,
        { key, baseVersion: table.currentVersion, rows: table.published.rows, notes: [] },
        token,
      )
    ).json()) as Envelope<{ version: number }>;
    expect(saved.status).toBe(200);
    await eventually(async () => expect((await contentCounts())[1].count).toBe(shown[1].count + 1));
    await postJson(API.content.publish, publishedAlone({ key, baseVersion: saved.data.version }), token);
    await eventually(async () => expect(await contentCounts()).toEqual(shown));
  });

  it('does not route the internal count endpoint', async () => {
    const response = await fetch(`${baseUrl()}/internal/counts`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, message: 'Not found.' });
  });

  describe('feedback', () => {
    const inboxSize = async () =>
      ((await (await postJson(`${API.feedback.getAll}?size=1`, {}, token)).json()) as Envelope<{ totalItems: number }>)
        .data.totalItems;

    it.each([
      ['name', { ...feedback, name: '' }, 'Please enter your name.'],
      ['email', { ...feedback, email: undefined }, 'Please enter your email.'],
      ['subject', { ...feedback, subject: ' ' }, 'Please enter a subject.'],
      ['message', { ...feedback, message: undefined }, 'Please enter your message.'],
      ['a valid email', { ...feedback, email: 'asha.example.in' }, 'Please enter a valid email address.'],
    ])('asks for %s', async (_field, body, message) => {
      const response = await postJson(API.feedback.submit, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 400, message });
    });

    it('stores a message, discards a bot-filled one, and refuses the 6th post in a minute', async () => {
      const before = await inboxSize();
      const stored = await postJson(API.feedback.submit, feedback);
      expect(await stored.json()).toEqual({ status: 200, message: 'Thank you for your feedback.' });
      const bot = await postJson(API.feedback.submit, { ...feedback, website: 'http://spam.example' });
      expect(await bot.json()).toEqual({ status: 200, message: 'Thank you for your feedback.' });
      expect(await inboxSize()).toBe(before + 1);

      // Other suites post from this address too: within the minute the limit may bite earlier, never later.
      const answers: Response[] = [];
      for (let post = 3; post <= 6; post += 1) answers.push(await postJson(API.feedback.submit, feedback));
      const accepted = answers.findIndex((answer) => answer.status !== 200);
      expect(accepted).toBeGreaterThanOrEqual(0);
      expect(answers.slice(accepted).every((answer) => answer.status === 429)).toBe(true);
      const refused = answers[accepted];
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await refused.json()) as Envelope).message).toBe(
        'Too many feedback messages from your network. Please try again in a minute.',
      );
      expect(await inboxSize()).toBe(before + 1 + accepted);

      const recent = await getJson<{ source: string; activityDetails: string }[]>(
        `${API.dashboard.recentActivity}?limit=10`,
        token,
      );
      expect(recent.data).toContainEqual(
        expect.objectContaining({ source: 'dashboard', activityDetails: 'Feedback received: Sale counter hours' }),
      );
    });
  });

  it('counts a browser once per day', async () => {
    const first = await fetch(`${baseUrl()}${API.visitors.hit}`, { method: 'POST' });
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0];
    expect(cookie).toMatch(/^sc_visitor=/);
    const counted = ((await first.json()) as Envelope<{ total: number; today: number }>).data;
    const again = await fetch(`${baseUrl()}${API.visitors.hit}`, { method: 'POST', headers: { Cookie: cookie } });
    expect(((await again.json()) as Envelope).data).toEqual(counted);
    expect((await getJson(API.visitors.counts)).data).toEqual(counted);
    const other = await fetch(`${baseUrl()}${API.visitors.hit}`, { method: 'POST' });
    expect(((await other.json()) as Envelope).data).toEqual({ total: counted.total + 1, today: counted.today + 1 });
  });

  describe('admin calls', () => {
    const adminCalls: [string, (bearer?: string) => Promise<Response>][] = [
      ['GET /api/dashboard/counts', (bearer) => fetchWith(API.dashboard.counts, 'GET', bearer)],
      ['GET /api/dashboard/recentActivity', (bearer) => fetchWith(API.dashboard.recentActivity, 'GET', bearer)],
      ['GET /api/dashboard/signInLog', (bearer) => fetchWith(API.dashboard.signInLog, 'GET', bearer)],
      ['POST /api/feedback/getAll', (bearer) => fetchWith(API.feedback.getAll, 'POST', bearer)],
      ['POST /api/feedback/markRead', (bearer) => fetchWith(API.feedback.markRead, 'POST', bearer)],
      ['POST /api/feedback/delete', (bearer) => fetchWith(API.feedback.delete, 'POST', bearer)],
    ];

    function fetchWith(path: string, method: string, bearer?: string): Promise<Response> {
      return fetch(`${baseUrl()}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
        body: method === 'POST' ? '{}' : undefined,
      });
    }

    it.each(adminCalls)('%s refuses no token and an expired token with 401', async (_name, call) => {
      expect((await call()).status).toBe(401);
      const keyFile = join(__dirname, '..', E2E_ENV.DATA_DIR as string, 'keys', 'jwt-private.pem');
      const expired = await call(signAdminToken(readFileSync(keyFile, 'utf8'), { expiresInSeconds: -30 }));
      expect(expired.status).toBe(401);
      expect(((await expired.json()) as Envelope).message).toContain('expired');
    });

    it('refuses a token revoked by logout on every admin call', async () => {
      for (const [, call] of adminCalls) expect((await call(token)).status).not.toBe(401);
      expect((await postJson(API.auth.logout, {}, token)).status).toBe(200);
      for (const [, call] of adminCalls) expect((await call(token)).status).toBe(401);
    });
  });
});
