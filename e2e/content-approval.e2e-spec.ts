import type { Browser, Page } from 'playwright-core';
import {
  API,
  CONTENT_MESSAGES,
  inIndia,
  ROLE_MESSAGES,
  WORKFLOW_MESSAGES,
  type AdminContentTable,
  type AdminRole,
  type AuditEntry,
  type Paged,
  type PublicContentTable,
} from '@seedcorp/contracts';
import { pollUntil } from '@seedcorp/testing/poll-until';
import { SITE_CONTENT_TEXTS as TEXTS } from '../admin-web/src/content/site-content';
import { WORKFLOW_TEXTS as FLOW } from '../admin-web/src/content/workflow';
import { adminCli } from './admin-cli';
import { E2E_PUBLISH_REASON, postJson } from './admin-session';
import { axeViolations, confirm, seeToast, signInThroughUi, storedToken } from './admin-ui';
import { launchChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ENV } from './e2e-env';
import { reloadUntil } from './public-reads';
import { startReplica } from './stack-service';
import { e2eQuery } from './e2e-database';

jest.setTimeout(420_000);

/** The Rabi rate list of /marketing/rabi-seeds (seeds/content/marketing-rabi-seeds.json). */
const RABI = { key: 'rabi-crop-rates', page: '/marketing/rabi-seeds' };
const FARMER_RATE = 'Rate to the farmer (Rs per quintal)';
/** The row whose farmer's rate the suite changes: Gram, AMAN-515, HC-7, HC-6. */
const ROW = 2;
const ROW_NAME = 'Row 2 (Gram · AMAN-515, HC-7, HC-6)';

/** Admins of each role, from this suite's own range of numbers, added with the admin command as an operator would. */
const ADMINS = {
  editor: { mobile: '9000000100', name: 'Asha Editor', role: 'editor' },
  publisher: { mobile: '9000000101', name: 'Bharat Publisher', role: 'publisher' },
  administrator: { mobile: '9000000102', name: 'Deepak Administrator', role: 'administrator' },
} as const satisfies Record<string, { mobile: string; name: string; role: AdminRole }>;
type Who = keyof typeof ADMINS;

/** Rates of this run's own (never one the list holds), as the public page writes them. */
const RUN = Date.now() % 300;
const RATES = { first: 6101 + RUN, second: 6501 + RUN, scheduled: 6901 + RUN };
const shown = (rate: number) => new Intl.NumberFormat('en-IN').format(rate);

/** A second content service on the same database: the schedule fires on exactly one of the two. */
const REPLICA_PORT = Number(E2E_ENV.CONTENT_PORT) + 50;

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

describe('approval and scheduled publication of the Rabi rate list, by admins of different roles', () => {
  let browser: Browser;
  let visitor: Page;
  const pages = {} as Record<Who, Page>;
  const tokens = {} as Record<Who, string>;
  let original: AdminContentTable;
  let stopReplica: (() => Promise<void>) | undefined;

  const call = async <T>(who: Who | null, path: string, body: object): Promise<Envelope<T>> =>
    (await (await postJson(path, body, who ? tokens[who] : undefined)).json()) as Envelope<T>;
  const adminTable = async () =>
    (await call<AdminContentTable>('administrator', API.content.getTable, { key: RABI.key })).data;
  const publicRate = async () =>
    (await call<PublicContentTable>(null, API.content.webGetTable, { key: RABI.key })).data.rows[ROW - 1].farmerRate;
  /** The audit trail's publications of the list, newest first (the dashboard keeps them from the activity stream). */
  const auditedPublications = async (): Promise<AuditEntry[]> => {
    const query = new URLSearchParams({ recordType: 'table', recordId: RABI.key, action: 'Published', size: '10' });
    const response = await fetch(`${baseUrl()}${API.dashboard.auditTrail}?${query}`, {
      headers: { Authorization: `Bearer ${tokens.administrator}` },
    });
    return ((await response.json()) as Envelope<Paged<AuditEntry>>).data.content;
  };
  /** The publication `accept` looks for, once the dashboard has kept it (it reads the stream in the background). */
  const auditedPublication = async (accept: (entry: AuditEntry) => boolean) =>
    (await pollUntil(auditedPublications, (entries) => entries.some(accept), 15_000)).find(accept) as AuditEntry;

  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
  const farmerRate = (page: Page) => page.getByLabel(TEXTS.grid.cellLabel(FARMER_RATE, ROW), { exact: true });

  async function openEditor(page: Page): Promise<void> {
    await page.goto(`${baseUrl()}/dashboard/content/${RABI.key}`);
    await page.locator('.grid-table').waitFor();
  }

  /** The public page as a visitor loads it, until it shows `rate` in the row (the 2-s promise). */
  async function pageShows(rate: number): Promise<void> {
    await visitor.goto(`${baseUrl()}${RABI.page}`);
    await visitor.waitForSelector('html.hydrated', { state: 'attached' });
    await reloadUntil(
      visitor,
      async () =>
        (await visitor
          .locator('main')
          .getByRole('cell', { name: shown(rate), exact: true })
          .count()) > 0,
    );
  }

  beforeAll(async () => {
    for (const admin of Object.values(ADMINS)) {
      adminCli('add', admin.mobile, admin.name, admin.role);
      adminCli('role', admin.mobile, admin.role);
    }
    browser = await launchChromium();
    for (const who of Object.keys(ADMINS) as Who[]) {
      pages[who] = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await signInThroughUi(pages[who], ADMINS[who].mobile);
      tokens[who] = (await storedToken(pages[who])) as string;
    }
    visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    original = await adminTable();
    // A draft another suite left (the stored attacks leave hostile words in one) would be edited on here: the list
    // starts from its published words, so its changes are this suite's only.
    if (original.draft && original.published) {
      const { rows, notes, season, effectiveFrom } = original.published;
      const reset = await call('administrator', API.content.saveDraft, {
        key: RABI.key,
        baseVersion: original.currentVersion,
        rows,
        notes,
        season,
        effectiveFrom,
        hindiReview: original.published.hindiReview,
      });
      expect(reset.status).toBe(200);
      original = await adminTable();
    }
  });

  afterAll(async () => {
    // The list goes back to its seeded rates for the suites that check the spec's figures on its page.
    await call('administrator', API.content.cancelSchedule, { kind: 'table', key: RABI.key }).catch(() => undefined);
    if (original?.published) {
      const now = await adminTable();
      const restored = await call<{ version: number }>('administrator', API.content.restore, {
        key: RABI.key,
        version: original.published.version,
        baseVersion: now.currentVersion,
      });
      await call('administrator', API.content.publish, {
        key: RABI.key,
        baseVersion: restored.data.version,
        reason: E2E_PUBLISH_REASON,
      });
    }
    await stopReplica?.();
    await browser?.close();
  });

  it('keeps an editor’s change to the Rabi rate list waiting for approval: the editor has no publish button, and the API refuses them with 403', async () => {
    const page = pages.editor;
    await openEditor(page);
    await farmerRate(page).fill(String(RATES.first));
    await button(page, FLOW.actions.submit).click();
    await confirm(page, FLOW.confirm.submitUnsaved);
    await seeToast(page, CONTENT_MESSAGES.draftSaved);
    await seeToast(page, WORKFLOW_MESSAGES.submitted);
    await page.getByText(new RegExp(`^Submitted for approval by ${ADMINS.editor.name} on .+ IST\\.$`)).waitFor();
    for (const name of [FLOW.actions.publish, FLOW.actions.publishAlone, FLOW.actions.approve, FLOW.actions.schedule]) {
      expect({ name, count: await button(page, name).count() }).toEqual({ name, count: 0 });
    }
    expect(await axeViolations(page)).toEqual([]);

    const draft = (await adminTable()).draft;
    expect(draft?.rows[ROW - 1].farmerRate).toBe(RATES.first);
    const refused = { status: 403, message: ROLE_MESSAGES.refused };
    const version = { key: RABI.key, baseVersion: draft?.version };
    expect(await call('editor', API.content.publish, { ...version, reason: 'The editor tries to publish.' })).toEqual(
      refused,
    );
    expect(await call('editor', API.content.approveDraft, { kind: 'table', ...version })).toEqual(refused);
    expect(await publicRate()).toBe(original.published?.rows[ROW - 1].farmerRate);
  });

  it('lists the draft for a publisher with the rate cell’s old and new value; they approve and publish it, and the page shows it within 2 s', async () => {
    const page = pages.publisher;
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: FLOW.approvals.title, exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: FLOW.approvals.title, exact: true }).waitFor();
    const waiting = page.getByRole('region', { name: FLOW.approvals.waiting });
    const item = waiting.getByRole('article').filter({ hasText: RABI.page });
    const change = item
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: `${ROW_NAME}, ${FARMER_RATE}`, exact: true }) });
    await change.waitFor();
    expect(await change.getByRole('cell').allTextContents()).toEqual([
      String(original.published?.rows[ROW - 1].farmerRate),
      String(RATES.first),
    ]);
    expect(await axeViolations(page)).toEqual([]);

    await item.getByRole('link').click();
    await page.locator('.grid-table').waitFor();
    await button(page, FLOW.actions.approve).click();
    await confirm(page, FLOW.confirm.approve);
    await seeToast(page, WORKFLOW_MESSAGES.approved);
    await page.getByText(new RegExp(`^Approved by ${ADMINS.publisher.name} on `)).waitFor();
    await button(page, FLOW.actions.publish).click();
    await confirm(page, TEXTS.confirm.publish(RABI.page));
    await seeToast(page, CONTENT_MESSAGES.published);
    await pageShows(RATES.first);

    // The audit trail keeps the rate cell's old and new value with who published it.
    const audited = await auditedPublication((entry) =>
      entry.changes.some((change) => change.new === String(RATES.first)),
    );
    expect(audited).toMatchObject({
      details: `Published: Sale rates (${RABI.page})`,
      person: { name: ADMINS.publisher.name, role: 'publisher' },
      changes: [
        {
          field: `${ROW_NAME}, ${FARMER_RATE}`,
          old: String(original.published?.rows[ROW - 1].farmerRate),
          new: String(RATES.first),
        },
      ],
      reason: null,
    });
  });

  it('does not let a publisher approve a draft they edited', async () => {
    const page = pages.publisher;
    await openEditor(page);
    await farmerRate(page).fill(String(RATES.second));
    await button(page, TEXTS.actions.save).click();
    await seeToast(page, CONTENT_MESSAGES.draftSaved);
    await page.getByText(FLOW.status.youEdited, { exact: true }).waitFor();
    expect(await button(page, FLOW.actions.approve).count()).toBe(0);
    expect(await button(page, FLOW.actions.publish).count()).toBe(0);
    const draft = (await adminTable()).draft;
    expect(
      await call('publisher', API.content.approveDraft, { kind: 'table', key: RABI.key, baseVersion: draft?.version }),
    ).toEqual({ status: 403, message: WORKFLOW_MESSAGES.selfApproval });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('makes an administrator publishing alone give a reason, which the audit trail and the approvals list show', async () => {
    const page = pages.administrator;
    await openEditor(page);
    expect(await farmerRate(page).inputValue()).toBe(String(RATES.second));
    const draft = (await adminTable()).draft;
    expect(await call('administrator', API.content.publish, { key: RABI.key, baseVersion: draft?.version })).toEqual({
      status: 400,
      message: WORKFLOW_MESSAGES.reasonRequired,
    });

    await button(page, FLOW.actions.publishAlone).click();
    const dialog = page.getByRole('dialog', { name: FLOW.reason.title });
    await dialog.getByRole('button', { name: FLOW.reason.submit, exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: FLOW.reason.tooShort }).waitFor();
    expect(await dialog.getByLabel(FLOW.reason.label).getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    const reason = `Rabi rates revised by the board (${RUN}); no second publisher on duty today.`;
    await dialog.getByLabel(FLOW.reason.label).fill(reason);
    await dialog.getByRole('button', { name: FLOW.reason.submit, exact: true }).click();
    await seeToast(page, CONTENT_MESSAGES.published);
    await pageShows(RATES.second);
    expect(await auditedPublication((entry) => entry.reason === reason)).toMatchObject({
      person: { name: ADMINS.administrator.name, role: 'administrator' },
      changes: [{ field: `${ROW_NAME}, ${FARMER_RATE}`, old: String(RATES.first), new: String(RATES.second) }],
    });

    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: FLOW.approvals.title, exact: true })
      .click();
    const published = page.getByRole('region', { name: FLOW.approvals.published });
    const row = published.getByRole('row').filter({ hasText: FLOW.approvals.alone(reason) });
    await row.first().waitFor();
    expect(await row.first().getByRole('cell').nth(2).textContent()).toBe(ADMINS.administrator.name);
  });

  it('publishes a rate list scheduled for the next minute within 60 s of its time, once, with two content service replicas running', async () => {
    stopReplica = await startReplica('content', REPLICA_PORT);
    const before = await adminTable();
    const saved = await call<{ version: number }>('editor', API.content.saveDraft, {
      key: RABI.key,
      baseVersion: before.currentVersion,
      rows: (before.published?.rows ?? []).map((row, index) =>
        index === ROW - 1 ? { ...row, farmerRate: RATES.scheduled } : row,
      ),
      notes: before.published?.notes ?? [],
    });
    expect(saved.status).toBe(200);
    expect(
      (await call('editor', API.content.submitDraft, { kind: 'table', key: RABI.key, baseVersion: saved.data.version }))
        .status,
    ).toBe(200);

    const page = pages.publisher;
    await openEditor(page);
    await button(page, FLOW.actions.approve).click();
    await confirm(page, FLOW.confirm.approve);
    await seeToast(page, WORKFLOW_MESSAGES.approved);
    await button(page, FLOW.actions.schedule).click();
    const dialog = page.getByRole('dialog', { name: FLOW.scheduleDialog.title });
    // The next whole minute (the dialog takes hours and minutes), leaving 20 s to fill in and send the dialog.
    let at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
    const { date, time } = inIndia(at);
    await dialog.getByLabel(FLOW.scheduleDialog.date).fill(date);
    await dialog.getByLabel(FLOW.scheduleDialog.time).fill(time);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: FLOW.scheduleDialog.submit, exact: true }).click();
    await seeToast(page, WORKFLOW_MESSAGES.scheduled);
    await page
      .getByText(new RegExp(`^Scheduled to be published on .* ${time} IST \\(set by ${ADMINS.publisher.name}\\)\\.$`))
      .waitFor();
    expect(await publicRate()).toBe(RATES.second);
    // The dialog sets whole minutes, up to 80 s ahead: the schedule is brought forward to a few seconds from now, so
    // the firing at its time is checked without waiting for the clock's next minute.
    at = new Date(Date.now() + 3_000);
    const moved = await e2eQuery(
      "UPDATE content.publish_schedules SET publish_at = $1 WHERE document_key = $2 AND state = 'pending' RETURNING id",
      [at.toISOString(), RABI.key],
    );
    expect(moved).toHaveLength(1);

    // Read every half second until a minute past its time: the promise is within 60 s.
    let publishedAt: string | undefined;
    while (!publishedAt && Date.now() < at.getTime() + 65_000) {
      const table = await adminTable();
      if (table.published?.rows[ROW - 1].farmerRate === RATES.scheduled) publishedAt = table.published.publishedAt;
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(publishedAt).toBeDefined();
    const firedAt = new Date(publishedAt as string).getTime();
    expect(firedAt).toBeGreaterThanOrEqual(at.getTime());
    expect(firedAt).toBeLessThanOrEqual(at.getTime() + 60_000);
    await pageShows(RATES.scheduled);
    expect((await fetch(`http://127.0.0.1:${REPLICA_PORT}/readyz`)).status).toBe(200);

    const after = await adminTable();
    expect(after.versions.map((version) => version.version)).toEqual([
      saved.data.version,
      ...before.versions.map((version) => version.version),
    ]);
    const scheduled = (entry: AuditEntry) => new Date(entry.at).getTime() >= at.getTime();
    await auditedPublication(scheduled);
    const fired = (await auditedPublications()).filter(scheduled);
    expect(fired).toHaveLength(1);
    expect(fired[0]).toMatchObject({
      details: `Published on the schedule set by ${ADMINS.publisher.name}: Sale rates (${RABI.page})`,
      person: { name: ADMINS.publisher.name, role: 'publisher' },
      changes: [{ field: `${ROW_NAME}, ${FARMER_RATE}`, old: String(RATES.second), new: String(RATES.scheduled) }],
    });
  });
});
