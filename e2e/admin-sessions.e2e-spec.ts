import type { BrowserContext, Page } from 'playwright-core';
import { API, SESSION_MESSAGES, type Paged, type SignInLogItem } from '@seedcorp/contracts';
import { TOKEN_REVOKED_MESSAGE } from '../libs/src/auth/admin-auth.guard';
import { pollUntil } from '@seedcorp/testing/poll-until';
import { SESSIONS_TEXTS as TEXTS } from '../admin-web/src/content/sessions';
import { ROUTES } from '../admin-web/src/routes';
import { letResendWaitPass, postJson } from './admin-session';
import { axeViolations, confirm, isFocused, seeToast, signInThroughUi, storedToken } from './admin-ui';
import { useChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ADMINS } from './e2e-env';

jest.setTimeout(120000);

const ADMIN = E2E_ADMINS.sessions;
const VIEWPORT = { width: 1280, height: 900 };
/** The second browser says it is Firefox on Windows, so the list tells the two apart. */
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const DATE_TIME = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/;
const AWAY_SESSION = { browser: 'Firefox on Windows', address: '127.0.0.1' };
/** The dashboard reads the sign-in events off the stream as they come; not the public site's 2-s promise. */
const SIGN_IN_LOG_DEADLINE_MS = 10_000;

describe('an admin’s sessions in Chromium: two browsers signed in, one ends the other', () => {
  const chromium = useChromium({ viewport: VIEWPORT });
  let office: Page;
  let elsewhere: BrowserContext;
  let away: Page;

  beforeAll(async () => {
    office = await chromium.context.newPage();
    elsewhere = await chromium.browser.newContext({ viewport: VIEWPORT, userAgent: FIREFOX_ON_WINDOWS });
    away = await elsewhere.newPage();
  });

  afterAll(async () => {
    await elsewhere?.close();
  });

  const rows = () => office.getByRole('table', { name: TEXTS.caption }).locator('tbody tr');

  it('lists both sessions, with this browser marked and every other one offered for ending', async () => {
    await signInThroughUi(away, ADMIN);
    // Both browsers sign in from this machine's one address, and the wait before another code is per number and address.
    await letResendWaitPass(ADMIN);
    await signInThroughUi(office, ADMIN);

    await office.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Sessions' }).click();
    await office.waitForURL(`**${ROUTES.sessions}`);
    await office.getByRole('heading', { level: 1, name: TEXTS.title }).waitFor();
    await rows().first().waitFor();
    expect(await rows().count()).toBe(2);

    const [current, other] = [rows().nth(0), rows().nth(1)];
    expect(await current.getByRole('rowheader').textContent()).toBe(`Chrome on Linux (${TEXTS.thisBrowser})`);
    expect(await other.getByRole('rowheader').textContent()).toBe(AWAY_SESSION.browser);
    for (const row of [current, other]) {
      const cells = await row.getByRole('cell').allTextContents();
      expect(cells[0]).toBe('127.0.0.1');
      for (const time of cells.slice(1, 4)) expect(time).toMatch(DATE_TIME);
    }
    expect(await current.getByRole('button').allTextContents()).toEqual([TEXTS.signOut]);
    await other.getByRole('button', { name: `${TEXTS.end}${TEXTS.actionTarget(AWAY_SESSION)}` }).waitFor();
    expect(await axeViolations(office)).toEqual([]);
  });

  it('ends the other session after asking: its next admin call answers 401 and it is back at the login screen', async () => {
    const awayToken = await storedToken(away);
    const other = rows().nth(1);
    await other.getByRole('button', { name: new RegExp(`^${TEXTS.end}`) }).click();
    await confirm(office, TEXTS.confirmEnd(AWAY_SESSION), 'No');
    expect(await rows().count()).toBe(2);

    await other.getByRole('button', { name: new RegExp(`^${TEXTS.end}`) }).click();
    await confirm(office, TEXTS.confirmEnd(AWAY_SESSION));
    await seeToast(office, SESSION_MESSAGES.ended);
    await pollUntil(
      () => rows().count(),
      (count) => count === 1,
    );
    // The ended row's button is gone: the keyboard goes on from the heading.
    expect(await isFocused(office.getByRole('heading', { level: 1, name: TEXTS.title }))).toBe(true);
    expect(await axeViolations(office)).toEqual([]);

    const refused = away.waitForResponse((response) => response.url().includes(API.dashboard.signInLog));
    await away.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Sign-in Log' }).click();
    expect((await refused).status()).toBe(401);
    await seeToast(away, TOKEN_REVOKED_MESSAGE);
    await away.waitForURL('**/login');
    expect(await storedToken(away)).toBeNull();
    // Any service refuses the ended token, the auth service as well.
    expect((await postJson(API.sessions.getAll, {}, awayToken ?? '')).status).toBe(401);

    const officeToken = (await storedToken(office)) ?? '';
    await pollUntil(
      async () =>
        (
          (await (
            await fetch(`${baseUrl()}${API.dashboard.signInLog}?page=0&size=20`, {
              headers: { Authorization: `Bearer ${officeToken}` },
            })
          ).json()) as { data: Paged<SignInLogItem> }
        ).data.content,
      (items) =>
        items.some(
          (item) =>
            item.activityType === 'Session ended' &&
            item.activityDetails.endsWith(`: ${AWAY_SESSION.browser} at ${AWAY_SESSION.address}`),
        ),
      SIGN_IN_LOG_DEADLINE_MS,
    );
  });

  it('signs this browser out from its own row, ending its session on the server', async () => {
    const officeToken = (await storedToken(office)) ?? '';
    await rows().first().getByRole('button', { name: TEXTS.signOut }).click();
    await office.waitForURL('**/login');
    expect(await storedToken(office)).toBeNull();
    expect((await postJson(API.sessions.getAll, {}, officeToken)).status).toBe(401);
  });
});
