import type { BrowserContext } from 'playwright-core';
import { API, type AdminContentTable, type ContentRow } from '@seedcorp/contracts';
import { pollUntil } from '@seedcorp/testing/poll-until';
import { createDirector, publishDocument } from './admin-records';
import { postJson, publishedAlone, signIn } from './admin-session';
import { recordPageProblems, useChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ADMINS } from './e2e-env';

/**
 * Text an administrator types reaches the page as written, whatever it holds: the patterns a replacement string
 * would read (`$'` copies the rest of the page template, `` $` `` the part before, `$&` the match), markup that
 * would close the data block or open a comment, a line separator JSON and JavaScript read differently, and a long
 * Hindi text.
 */
const PATTERNS = "Rs.5$' and $` and $& and $1 </script><script>window.__ran=1</script> <!-- \u2028 end";
const HINDI = 'प्रमाणित बीज की बिक्री दर सभी बिक्री केंद्रों पर किसानों के लिए एक समान है। ';
const stamp = Date.now().toString(36);
const TEXTS = {
  notice: `${PATTERNS} ${stamp} ${HINDI.repeat(2).trim()}`,
  directorName: `${PATTERNS} ${stamp}`,
  directorAddress: `${PATTERNS} ${HINDI.repeat(5).trim()}`,
  cell: `${PATTERNS} ${stamp} ${HINDI.repeat(10).trim()}`,
};
const TABLE = 'complaint-time-limits';

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

const call = async <T>(path: string, body: unknown, token?: string) =>
  (await (await postJson(path, body, token)).json()) as Envelope<T>;

/** What a visitor's browser holds: how many roots, the text of `<main>`, and whether any script of the text ran. */
async function shown(context: BrowserContext, path: string, javaScript: boolean) {
  const page = await context.newPage();
  const problems: string[] = [];
  recordPageProblems(page, problems);
  try {
    const answer = await page.goto(`${baseUrl()}${path}`);
    if (javaScript) await page.waitForSelector('html.hydrated', { state: 'attached' });
    const seen = await page.evaluate(() => {
      const scope = globalThis as unknown as {
        __ran?: unknown;
        document: {
          querySelectorAll(selector: string): { length: number };
          querySelector(selector: string): { textContent: string | null } | null;
        };
      };
      return {
        roots: scope.document.querySelectorAll('#root').length,
        main: scope.document.querySelector('main')?.textContent ?? '',
        ran: scope.__ran,
      };
    });
    return { status: answer?.status(), problems, ...seen };
  } finally {
    await page.close();
  }
}

describe('administrators’ texts holding template patterns, markup and Hindi', () => {
  const withScript = useChromium();
  let withoutScript: BrowserContext;
  let token: string;
  const created: { notice?: string; director?: string } = {};
  let tableBefore: AdminContentTable | undefined;

  beforeAll(async () => {
    token = await signIn(E2E_ADMINS.templatePatterns);
    withoutScript = await withScript.browser.newContext({ javaScriptEnabled: false });

    created.notice = await publishDocument(token, 'Home Page', TEXTS.notice);
    created.director = await createDirector(token, TEXTS.directorName, 'Directors', {
      address: TEXTS.directorAddress,
    });

    tableBefore = (await call<AdminContentTable>(API.content.getTable, { key: TABLE }, token)).data;
    const rows = (tableBefore.published?.rows ?? []) as ContentRow[];
    const changed = rows.map((row, index) => (index === 0 ? { ...row, timeLimit: TEXTS.cell } : row));
    const saved = await call<{ version: number }>(
      API.content.saveDraft,
      { key: TABLE, baseVersion: tableBefore.currentVersion, rows: changed, notes: tableBefore.published?.notes ?? [] },
      token,
    );
    expect(saved).toMatchObject({ status: 200 });
    const published = await call(
      API.content.publish,
      publishedAlone({ key: TABLE, baseVersion: saved.data.version }),
      token,
    );
    expect(published).toMatchObject({ status: 200 });
  });

  afterAll(async () => {
    await withoutScript?.close();
    if (created.notice) await postJson(API.notifications.deleteNotification, { key: created.notice }, token);
    if (created.director) await postJson(API.director.delete, { key: created.director }, token);
    const before = tableBefore?.published;
    if (before) {
      const now = (await call<AdminContentTable>(API.content.getTable, { key: TABLE }, token)).data;
      const restored = await call<{ version: number }>(
        API.content.restore,
        { key: TABLE, version: before.version, baseVersion: now.currentVersion },
        token,
      );
      await call(API.content.publish, publishedAlone({ key: TABLE, baseVersion: restored.data.version }), token);
    }
  });

  it.each([
    ['/latest-news', [TEXTS.notice]],
    ['/', [TEXTS.notice]],
    ['/directory/directors', [TEXTS.directorName, TEXTS.directorAddress]],
    ['/services', [TEXTS.cell]],
  ])('%s holds every text verbatim, one root, and runs none of it', async (path, texts) => {
    // The gateway's copy of the page is at most a second old.
    await pollUntil(
      async () => (await fetch(`${baseUrl()}${path}`)).text(),
      (html) => html.includes(stamp),
    );
    for (const [context, javaScript] of [
      [withoutScript, false],
      [withScript.context, true],
    ] as const) {
      const page = await shown(context, path, javaScript);
      expect({ javaScript, status: page.status, roots: page.roots, ran: page.ran, problems: page.problems }).toEqual({
        javaScript,
        status: 200,
        roots: 1,
        ran: undefined,
        problems: [],
      });
      for (const text of texts) expect(page.main).toContain(text);
    }
  });
});
