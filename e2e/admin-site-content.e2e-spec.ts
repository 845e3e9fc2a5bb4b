import type { Browser, Locator, Page } from 'playwright-core';
import {
  API,
  CONTENT_MESSAGES,
  type AdminContentTable,
  type ContentColumn,
  type ContentRow,
  type PublishedVersion,
  type PublicContentTable,
} from '@seedcorp/contracts';
import { pollUntil } from '@seedcorp/testing/poll-until';
import { PAGE_EDITOR_TEXTS } from '../admin-web/src/content/page-editor';
import { noteText } from '../libs/web/content/cell-format';
import { SITE_CONTENT_TEXTS as TEXTS } from '../admin-web/src/content/site-content';
import { postJson, publishedAlone, signIn } from './admin-session';
import { axeViolations, confirm, isFocused, publishAloneThroughUi, seeToast, signInThroughUi } from './admin-ui';
import { downloadedBytes, launchChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ADMINS } from './e2e-env';
import { reloadUntil } from './public-reads';

jest.setTimeout(180000);

/** A run's own names, so that its rows are told apart from the seeded ones. */
const RUN = Date.now().toString(36);
const KHARIF = { key: 'kharif-crop-rates', page: '/marketing/kharif-seeds', caption: 'Sale rates' };
const SUBSIDIES = { key: 'subsidy-program', page: '/marketing/subsidy-program', caption: 'Subsidy on seed' };
const NEW_VARIETY = `PR-131 ${RUN}`;
const NEW_SEASON = 'Kharif 2026';
const SCHEME_NAME = `Check scheme ${RUN}`;
const SCHEME_NAME_HINDI = `जाँच योजना ${RUN}`;
const SUBSIDY_NOTE = `A note added by the check (${RUN}).`;
const SUBSIDY_NOTE_HINDI = `जाँच द्वारा जोड़ी गई टिप्पणी (${RUN})।`;

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

async function call<T>(path: string, body: object, token?: string): Promise<Envelope<T>> {
  return (await (await postJson(path, body, token)).json()) as Envelope<T>;
}

const header = (columns: readonly ContentColumn[], key: string) =>
  (columns.find((column) => column.key === key) as ContentColumn).header.en;

/** The published content that makes a table as it was: rows, notes and a rate list's terms. */
const contentOf = (version: PublishedVersion | null) =>
  version && {
    rows: version.rows,
    notes: version.notes,
    season: version.season,
    effectiveFrom: version.effectiveFrom,
  };

describe('Manage Site Content in Chromium against the content service and the public pages', () => {
  let browser: Browser;
  let page: Page;
  let visitor: Page;
  /** A second administrator, who edits the same tables through the API. */
  let otherToken: string;
  const original = new Map<string, AdminContentTable>();

  const adminTable = async (key: string) =>
    (await call<AdminContentTable>(API.content.getTable, { key }, otherToken)).data;
  const publicTable = async (key: string) => (await call<PublicContentTable>(API.content.webGetTable, { key })).data;

  /**
   * Puts a table back as this file found it (other files check the spec's figures on its page): the original
   * version restored as the draft and published, retried when another change slips in between.
   */
  async function putBack(key: string): Promise<void> {
    const before = original.get(key);
    if (!before?.published) return;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const table = await adminTable(key);
      if (!table.draft && JSON.stringify(contentOf(table.published)) === JSON.stringify(contentOf(before.published))) {
        return;
      }
      const restored = await call<{ version: number }>(
        API.content.restore,
        { key, version: before.published.version, baseVersion: table.currentVersion },
        otherToken,
      );
      if (restored.status === 409) continue;
      if (restored.status !== 200) throw new Error(`restoring ${key} refused: ${JSON.stringify(restored)}`);
      const published = await call(
        API.content.publish,
        publishedAlone({ key, baseVersion: restored.data.version }),
        otherToken,
      );
      if (published.status === 200) break;
      if (published.status !== 409) throw new Error(`publishing ${key} refused: ${JSON.stringify(published)}`);
    }
    await pollUntil(
      () => publicTable(key),
      (table) => JSON.stringify(table.rows) === JSON.stringify(before.published?.rows),
    );
  }

  beforeAll(async () => {
    otherToken = await signIn(E2E_ADMINS.siteContentOther);
    for (const { key } of [KHARIF, SUBSIDIES]) original.set(key, await adminTable(key));
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughUi(page, E2E_ADMINS.siteContent);
  });

  afterAll(async () => {
    const failures: unknown[] = [];
    for (const { key } of [KHARIF, SUBSIDIES]) {
      await putBack(key).catch((error: unknown) => failures.push(error));
    }
    await browser?.close();
    if (failures.length > 0) throw failures[0];
  });

  const cell = (column: string, row: number) => page.getByLabel(TEXTS.grid.cellLabel(column, row), { exact: true });
  const hindiCell = (column: string, row: number) =>
    page.getByLabel(TEXTS.grid.hindiLabel(column, row), { exact: true });
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const gridRows = () => page.locator('.grid-table tbody tr');
  const columnsOf = (key: string) => (original.get(key) as AdminContentTable).columns;

  async function openTable(table: { page: string; caption: string }): Promise<void> {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: TEXTS.title }).click();
    await page.getByRole('heading', { level: 1, name: TEXTS.title }).waitFor();
    await page
      .getByRole('region', { name: TEXTS.pageHeading(table.page) })
      .getByRole('link', { name: `${TEXTS.edit} ${table.caption}`, exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: table.caption, exact: true }).waitFor();
    await page.locator('.grid-table').waitFor();
  }

  /** The public page as a visitor loads it, until `shows` holds (the 2-s promise). */
  async function publicPageShows(path: string, shows: () => Promise<boolean>): Promise<void> {
    await visitor.goto(`${baseUrl()}${path}`);
    await visitor.waitForSelector('html.hydrated', { state: 'attached' });
    await reloadUntil(visitor, shows);
  }

  const publicCell = (text: string) => visitor.locator('main').getByRole('cell', { name: text, exact: true });
  const describedBy = async (input: Locator) =>
    page.locator(`[id="${await input.getAttribute('aria-describedby')}"]`).textContent();

  it('lists the tables by the page they appear on and opens one in the grid, with no axe violation', async () => {
    await openTable(KHARIF);
    expect(page.url()).toBe(`${baseUrl()}/dashboard/content/${KHARIF.key}`);
    const rows = (original.get(KHARIF.key)?.published?.rows ?? []) as ContentRow[];
    expect(await gridRows().count()).toBe(rows.length);
    expect(await cell('Variety', 1).inputValue()).toBe(rows[0].variety);
    expect(await page.getByLabel(TEXTS.terms.season).inputValue()).toBe(original.get(KHARIF.key)?.published?.season);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('adds, moves and deletes rows from the keyboard alone, focus staying on the row acted on', async () => {
    const count = await gridRows().count();
    await button(TEXTS.grid.addRow).focus();
    await page.keyboard.press('Enter');
    const added = count + 1;
    expect(await isFocused(cell('Crop', added))).toBe(true);
    await page.keyboard.type('Bajra');
    // The seeded crop names carry Hindi, so each crop cell is followed by its Hindi wording.
    await page.keyboard.press('Tab');
    expect(await isFocused(hindiCell('Crop', added))).toBe(true);
    await page.keyboard.type('बाजरा');
    await page.keyboard.press('Tab');
    expect(await isFocused(cell('Variety', added))).toBe(true);
    await page.keyboard.type('HHB-67');

    await page.getByRole('button', { name: TEXTS.grid.moveUpLabel(added) }).focus();
    await page.keyboard.press('Enter');
    expect(await isFocused(page.getByRole('button', { name: TEXTS.grid.moveUpLabel(count) }))).toBe(true);
    expect(await cell('Crop', count).inputValue()).toBe('Bajra');
    await page
      .getByRole('status')
      .filter({ hasText: TEXTS.grid.moved(added, count) })
      .waitFor();

    // Back to the end, where its Down button is disabled: focus goes to its Up button.
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('button', { name: TEXTS.grid.moveDownLabel(count) }))).toBe(true);
    await page.keyboard.press('Enter');
    expect(await cell('Crop', added).inputValue()).toBe('Bajra');
    expect(await isFocused(page.getByRole('button', { name: TEXTS.grid.moveUpLabel(added) }))).toBe(true);

    await page.getByRole('button', { name: TEXTS.grid.deleteLabel(added) }).focus();
    await page.keyboard.press('Enter');
    expect(await gridRows().count()).toBe(count);
    expect(await isFocused(page.getByRole('button', { name: TEXTS.grid.deleteLabel(count) }))).toBe(true);
  });

  it('names the row and column of a bad cell next to it before saving, with no axe violation', async () => {
    const columns = columnsOf(KHARIF.key);
    const fullRate = header(columns, 'fullRate');
    const rate = cell(fullRate, 1);
    await rate.fill('cheap');
    await rate.press('Tab');
    const message = CONTENT_MESSAGES.cell(1, fullRate, CONTENT_MESSAGES.problems.rupees);
    expect(await rate.getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(rate)).toBe(message);
    expect(await axeViolations(page)).toEqual([]);

    await button(TEXTS.actions.save).click();
    await seeToast(page, CONTENT_MESSAGES.rowsRefused);
    const summary = page.getByRole('heading', { name: TEXTS.grid.problemsHeading(1) });
    await summary.waitFor();
    await page.locator('.grid-problems').getByRole('link', { name: message }).click();
    expect(await isFocused(rate)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect((await adminTable(KHARIF.key)).draft).toBeNull();

    await button(TEXTS.actions.discard).click();
    await confirm(page, TEXTS.confirm.discard);
    await pollUntil(
      async () => rate.inputValue(),
      (value) => value !== 'cheap',
    );
    expect(await rate.getAttribute('aria-invalid')).toBeNull();
  });

  it('takes a new Kharif rate list pasted from a spreadsheet, previews it and publishes it: the page shows it and the previous list under "Earlier rate lists"', async () => {
    const columns = columnsOf(KHARIF.key);
    const line = (cells: Record<string, string>) => columns.map((column) => cells[column.key] ?? '').join('\t');
    const pasted = [
      columns.map((column) => column.header.en).join('\t'),
      line({ crop: 'Paddy', variety: NEW_VARIETY, fullRate: '6,000', subsidy: '1000', farmerRate: '5000' }),
      line({ crop: 'Moong', variety: 'MH-1762', fullRate: '17500', subsidy: 'No subsidy', farmerRate: '17500' }),
    ].join('\n');
    await page.getByLabel(TEXTS.import.paste, { exact: true }).fill(pasted);
    await page.getByLabel(TEXTS.import.replace, { exact: true }).check();
    await button(TEXTS.import.submit).click();
    await seeToast(page, CONTENT_MESSAGES.imported);
    await pollUntil(
      () => gridRows().count(),
      (count) => count === 2,
    );
    expect(await cell('Variety', 1).inputValue()).toBe(NEW_VARIETY);
    expect(await cell(header(columns, 'fullRate'), 1).inputValue()).toBe('6000');

    await page.getByLabel(TEXTS.terms.season).fill(NEW_SEASON);
    await page.getByLabel(TEXTS.terms.effectiveFrom, { exact: true }).fill('2026-05-01');
    await button(TEXTS.actions.save).click();
    await seeToast(page, CONTENT_MESSAGES.draftSaved);
    const draft = (await adminTable(KHARIF.key)).draft;
    expect(draft).toMatchObject({ season: NEW_SEASON, effectiveFrom: '2026-05-01' });
    expect(draft?.rows[0]).toEqual({
      crop: 'Paddy',
      variety: NEW_VARIETY,
      fullRate: 6000,
      subsidy: 1000,
      farmerRate: 5000,
    });

    await button(TEXTS.actions.preview).click();
    const preview = page.getByRole('dialog', { name: TEXTS.preview.title(KHARIF.page) });
    await preview.getByText(TEXTS.preview.notice).waitFor();
    await preview.getByRole('cell', { name: NEW_VARIETY, exact: true }).waitFor();
    await preview.getByText(`Season: ${NEW_SEASON} · Effective from: 1 May 2026`).waitFor();
    // The page's other table, as published, is in the preview too.
    await preview.getByRole('region', { name: 'Sale rates per packet', exact: true }).waitFor();
    // The earlier lists the page will show once this one is published: the list published now among them.
    await preview
      .getByRole('region', { name: `Earlier rate lists: ${KHARIF.caption}` })
      .locator('summary')
      .filter({ hasText: 'Kharif 2025' })
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    expect((await publicTable(KHARIF.key)).rows).toEqual(original.get(KHARIF.key)?.published?.rows);

    await publishAloneThroughUi(page);
    await seeToast(page, CONTENT_MESSAGES.published);

    const earlier = visitor.getByRole('region', { name: `Earlier rate lists: ${KHARIF.caption}` });
    await publicPageShows(
      KHARIF.page,
      async () => (await publicCell(NEW_VARIETY).count()) === 1 && (await earlier.count()) === 1,
    );
    expect(
      await visitor.locator('main').getByText(`Season: ${NEW_SEASON} · Effective from: 1 May 2026`).count(),
    ).toBeGreaterThan(0);
    const previous = earlier.locator('summary').filter({ hasText: 'Kharif 2025' });
    expect(await previous.count()).toBe(1);
    await previous.click();
    const previousFirst = (original.get(KHARIF.key)?.published?.rows as ContentRow[])[0];
    await earlier
      .getByRole('cell', { name: String(previousFirst.variety), exact: true })
      .first()
      .waitFor();
  });

  it('exports the table as a CSV file', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), button(TEXTS.actions.export).click()]);
    const table = await adminTable(KHARIF.key);
    expect(download.suggestedFilename()).toBe(`${KHARIF.key}-version-${table.currentVersion}.csv`);
    const csv = (await downloadedBytes(download)).toString('utf8').replace(/^\uFEFF/, '');
    expect(csv.split('\r\n').slice(0, 2)).toEqual([
      columnsOf(KHARIF.key)
        .map((column) => column.header.en)
        .join(','),
      `Paddy,${NEW_VARIETY},6000,1000,5000`,
    ]);
  });

  it('refuses a CSV with text in a rupee column and a missing required cell, naming both rows, and changes nothing', async () => {
    const columns = columnsOf(KHARIF.key);
    const before = await adminTable(KHARIF.key);
    const csv = [
      columns.map((column) => column.header.en).join(','),
      'Paddy,PR-999,six thousand,1000,5000',
      'Moong,,17000,2500,14500',
    ].join('\n');
    await page
      .getByLabel(TEXTS.import.file, { exact: true })
      .setInputFiles({ name: 'rates.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByLabel(TEXTS.import.append, { exact: true }).check();
    await button(TEXTS.import.submit).click();
    await seeToast(page, CONTENT_MESSAGES.rowsRefused);
    const problems = page.locator('.import-problems');
    await problems.getByText(TEXTS.import.refused).waitFor();
    expect(await problems.getByRole('listitem').allTextContents()).toEqual([
      CONTENT_MESSAGES.cell(1, header(columns, 'fullRate'), CONTENT_MESSAGES.problems.rupees),
      CONTENT_MESSAGES.cell(2, header(columns, 'variety'), CONTENT_MESSAGES.problems.required),
    ]);
    expect(await isFocused(problems)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const after = await adminTable(KHARIF.key);
    expect({ draft: after.draft, currentVersion: after.currentVersion }).toEqual({
      draft: null,
      currentVersion: before.currentVersion,
    });
    expect(await gridRows().count()).toBe(2);
    await visitor.reload();
    await visitor.waitForSelector('html.hydrated', { state: 'attached' });
    expect(await publicCell(NEW_VARIETY).count()).toBe(1);
    expect(await publicCell('PR-999').count()).toBe(0);
  });

  it('refuses the later of two administrators’ saves with its message, keeps the unsaved rows, and restores an earlier version', async () => {
    const columns = columnsOf(KHARIF.key);
    const loaded = await adminTable(KHARIF.key);
    const farmerRate = cell(header(columns, 'farmerRate'), 1);
    await farmerRate.fill('5100');

    const otherRows = loaded.published?.rows.map((row, index) => (index === 1 ? { ...row, farmerRate: 17000 } : row));
    const otherSave = { key: KHARIF.key, rows: otherRows, notes: [], season: NEW_SEASON };
    const first = await call<{ version: number }>(
      API.content.saveDraft,
      { ...otherSave, baseVersion: loaded.currentVersion },
      otherToken,
    );
    expect(first.status).toBe(200);
    const stale = CONTENT_MESSAGES.staleVersion(first.data.version);

    await button(TEXTS.actions.save).click();
    await page.locator('.stale-notice').getByText(stale).waitFor();
    await seeToast(page, stale);
    expect(await farmerRate.inputValue()).toBe('5100');
    expect(await axeViolations(page)).toEqual([]);
    const late = await call(API.content.saveDraft, { ...otherSave, baseVersion: loaded.currentVersion }, otherToken);
    expect({ status: late.status, message: late.message }).toEqual({ status: 409, message: stale });

    await button(TEXTS.stale.keep).click();
    await seeToast(page, TEXTS.stale.keptToast(first.data.version));
    expect(await isFocused(button(TEXTS.actions.save))).toBe(true);
    await button(TEXTS.actions.save).click();
    await seeToast(page, CONTENT_MESSAGES.draftSaved);
    expect((await adminTable(KHARIF.key)).draft?.rows.map((row) => row.farmerRate)).toEqual([5100, 17500]);

    const earlier = original.get(KHARIF.key)?.published as PublishedVersion;
    await page.getByRole('button', { name: TEXTS.versions.restoreLabel(earlier.version) }).click();
    await confirm(page, TEXTS.confirm.restore(earlier.version));
    await seeToast(page, CONTENT_MESSAGES.restored);
    await page.getByText(TEXTS.status.restoredFrom(earlier.version)).waitFor();
    expect(await cell('Variety', 1).inputValue()).toBe(String(earlier.rows[0].variety));
    expect(await page.getByLabel(TEXTS.terms.season).inputValue()).toBe(earlier.season);

    await publishAloneThroughUi(page);
    await seeToast(page, CONTENT_MESSAGES.published);
    await publicPageShows(
      KHARIF.page,
      async () =>
        (await publicCell(String(earlier.rows[0].variety)).count()) > 0 &&
        (await publicCell(NEW_VARIETY).count()) === 0,
    );
    const shown = await pollUntil(
      () => publicTable(KHARIF.key),
      (table) => table.season === earlier.season,
    );
    expect(shown.rows).toEqual(earlier.rows);
  });

  it('adds a subsidy, with its scheme in Hindi, and a note under the table, both shown on /marketing/subsidy-program; the Hindi review state is set beside them', async () => {
    await openTable(SUBSIDIES);
    const count = await gridRows().count();
    await page.getByLabel(TEXTS.grid.showHindi, { exact: true }).check();
    await button(TEXTS.grid.addRow).click();
    const added = count + 1;
    expect(await isFocused(cell('Crop', added))).toBe(true);
    const values: Record<string, string> = {
      Crop: 'Wheat',
      Scheme: SCHEME_NAME,
      'Rate (Rs per quintal)': '1000',
      Remark: 'Added by the check',
    };
    for (const [column, value] of Object.entries(values)) await cell(column, added).fill(value);
    await hindiCell('Scheme', added).fill(SCHEME_NAME_HINDI);
    // A note under the table: added from the keyboard, typed in English and Hindi, saved with the rows.
    const notes = page.locator('.table-notes textarea:not([lang="hi"])');
    const noteCount = await notes.count();
    await button(TEXTS.notes.add).click();
    const note = page.getByLabel(TEXTS.notes.label(noteCount + 1), { exact: true });
    expect(await isFocused(note)).toBe(true);
    await note.fill(`  ${SUBSIDY_NOTE}  `);
    const noteHindi = page.getByLabel(TEXTS.notes.hindiLabel(noteCount + 1), { exact: true });
    expect(await noteHindi.getAttribute('lang')).toBe('hi');
    await noteHindi.fill(SUBSIDY_NOTE_HINDI);
    const review = page.getByLabel(PAGE_EDITOR_TEXTS.editor.review.label, { exact: true });
    expect(await review.inputValue()).toBe('drafted');
    await review.selectOption('reviewed');
    await button(TEXTS.actions.save).click();
    await seeToast(page, CONTENT_MESSAGES.draftSaved);
    const draft = (await adminTable(SUBSIDIES.key)).draft;
    expect(draft?.rows[count]).toMatchObject({
      crop: 'Wheat',
      scheme: { en: SCHEME_NAME, hi: SCHEME_NAME_HINDI },
      ratePerQuintal: 1000,
    });
    expect(draft?.notes.at(-1)).toEqual({ en: SUBSIDY_NOTE, hi: SUBSIDY_NOTE_HINDI });
    expect(draft?.hindiReview).toBe('reviewed');

    await button(TEXTS.actions.preview).click();
    const preview = page.getByRole('dialog', { name: TEXTS.preview.title(SUBSIDIES.page) });
    await preview.getByRole('cell', { name: SCHEME_NAME, exact: true }).waitFor();
    await preview.getByLabel(TEXTS.preview.language).selectOption('hi');
    await preview.getByRole('cell', { name: SCHEME_NAME_HINDI, exact: true }).waitFor();
    await preview.getByText(SUBSIDY_NOTE_HINDI, { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    await publishAloneThroughUi(page);
    await seeToast(page, CONTENT_MESSAGES.published);
    await publicPageShows(
      SUBSIDIES.page,
      async () =>
        (await publicCell(SCHEME_NAME).count()) === 1 &&
        (await visitor.getByText(SUBSIDY_NOTE, { exact: true }).count()) === 1,
    );

    // Removing it takes it off the page at the next publish; the keyboard goes on to what is now there.
    await openTable(SUBSIDIES);
    await page.getByRole('button', { name: TEXTS.notes.removeLabel(noteCount + 1), exact: true }).click();
    expect(await notes.count()).toBe(noteCount);
    expect(await review.inputValue()).toBe('reviewed');
    await review.selectOption('drafted');
    await publishAloneThroughUi(page);
    await seeToast(page, CONTENT_MESSAGES.published);
    await pollUntil(
      () => publicTable(SUBSIDIES.key),
      (table) => !table.notes.some((shown) => noteText(shown, 'en').text === SUBSIDY_NOTE),
    );
    expect((await adminTable(SUBSIDIES.key)).published?.hindiReview).toBe('drafted');
  });
});
