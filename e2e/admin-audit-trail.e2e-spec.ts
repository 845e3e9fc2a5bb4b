import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { testInfrastructure } from '@seedcorp/testing';
import { createDirector } from './admin-records';
import { axeViolations, isFocused, showPageWith, signInThroughUi, storedToken } from './admin-ui';
import { downloadedBytes, useChromium } from '@seedcorp/testing/browser';
import { E2E_ADMINS, E2E_DATABASE } from './e2e-env';

jest.setTimeout(120000);

/** A run's own director, told apart from the seeded ones. */
const DIRECTOR = `Audit Director ${Date.now().toString(36)}`;
const OLD_MOBILE = '9876543210';
const NEW_MOBILE = '9123456780';
const CHANGE = `Mobile number: ${OLD_MOBILE} → ${NEW_MOBILE}`;

/** The end-to-end stack's database, where a test plays someone who edits a row of the audit trail by hand. */
async function withDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const url = new URL(testInfrastructure.postgresUrl);
  url.pathname = `/${E2E_DATABASE}`;
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('the audit trail in Chromium: an edit shown with its old and new value, and a changed row found', () => {
  const chromium = useChromium({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  let page: Page;
  /** The entry of the edit and its changes as stored, to put back after the tampering test. */
  let edited: { id: string; changes: unknown } | undefined;

  beforeAll(async () => {
    page = await chromium.context.newPage();
    await signInThroughUi(page, E2E_ADMINS.auditTrail);
    await createDirector((await storedToken(page)) as string, DIRECTOR, 'Directors', { mobileNo: OLD_MOBILE });
  });

  afterAll(async () => {
    if (edited) {
      const { id, changes } = edited;
      await withDatabase((client) =>
        client.query('UPDATE dashboard.audit_entries SET changes = $1 WHERE id = $2', [JSON.stringify(changes), id]),
      );
    }
  });

  const goTo = async (link: string) => {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: link }).click();
    await page.getByRole('heading', { level: 1, name: link }).waitFor();
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  };

  const row = (text: string) => page.getByRole('row').filter({ hasText: text });

  /** Walks the directory's pages until the run's director is shown. */
  async function showDirector(): Promise<void> {
    if (!(await showPageWith(page, row(DIRECTOR)))) throw new Error(`${DIRECTOR} is on no page`);
  }

  it("shows an administrator's edit of a director's mobile number with the old and the new number", async () => {
    await goTo('Manage Directory');
    await showDirector();
    await row(DIRECTOR)
      .getByRole('button', { name: `Edit ${DIRECTOR}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Director' });
    await dialog.getByLabel('Mobile number').fill(NEW_MOBILE);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.waitFor({ state: 'detached' });

    await goTo('Audit Trail');
    const filters = page.getByRole('search', { name: 'Filter the audit trail' });
    await filters.getByLabel('Record type').fill('director');
    await filters.getByLabel('Action').selectOption('Updated');
    // The dashboard reads the change from the activity stream: the filter is applied again until it is in.
    const entry = row(DIRECTOR).filter({ hasText: CHANGE });
    for (let attempt = 0; (await entry.count()) === 0; attempt += 1) {
      if (attempt === 20) throw new Error('the edit did not reach the audit trail');
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
      await page.waitForTimeout(250);
    }
    expect(await entry.getByRole('cell').allTextContents()).toEqual([
      '1',
      expect.stringMatching(/^\d\d-\d\d-\d{4} \d\d:\d\d:\d\d$/),
      'AdministratorAdministrator',
      'Updated',
      expect.stringMatching(new RegExp(`^${DIRECTOR} \\(director [0-9a-f-]{36}\\)History$`)),
      CHANGE,
    ]);
    expect(await axeViolations(page)).toEqual([]);

    // The record's history: every entry of this director, its creation too.
    await entry.getByRole('button', { name: new RegExp(`^History of ${DIRECTOR}`) }).click();
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    await row(DIRECTOR).filter({ hasText: 'Created' }).waitFor();
    expect(await filters.getByLabel('Action').inputValue()).toBe('');
  });

  it('exports the entries of the filter as a UTF-8 CSV with a byte order mark, a line per field', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d\d-\d\d\.csv$/);
    const bytes = await downloadedBytes(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.slice(1).split('\r\n')[0]).toBe(
      'Time (IST),Person,Role,Action,Record,Field,Old value,New value,Reason,Address,Request id',
    );
    expect(text).toMatch(
      new RegExp(`,Updated,${DIRECTOR} \\(director [0-9a-f-]{36}\\),Mobile number,${OLD_MOBILE},${NEW_MOBILE},`),
    );
  });

  it('checks the chain from the keyboard, and finds the row changed in the database', async () => {
    const check = page.getByRole('button', { name: 'Check integrity' });
    await check.focus();
    expect(await isFocused(check)).toBe(true);
    await page.keyboard.press('Enter');
    const status = page.locator('.audit-check');
    await status.filter({ hasText: /^All \d+ entries intact\.$/ }).waitFor();

    edited = await withDatabase(async (client) => {
      const { rows } = await client.query(
        `SELECT id::text, changes FROM dashboard.audit_entries WHERE details = $1 AND action = 'Updated'`,
        [DIRECTOR],
      );
      await client.query(
        `UPDATE dashboard.audit_entries SET changes = jsonb_set(changes, '{0,new}', '"9000000000"') WHERE id = $1`,
        [rows[0].id],
      );
      return rows[0] as { id: string; changes: unknown };
    });
    await check.click();
    await status
      .filter({
        hasText: new RegExp(
          `^Entry ${edited.id} of \\d\\d-\\d\\d-\\d{4} \\d\\d:\\d\\d:\\d\\d was changed after it was recorded\\.$`,
        ),
      })
      .waitFor();
    expect(await status.getAttribute('class')).toContain('broken');
    expect(await axeViolations(page)).toEqual([]);
  });
});
