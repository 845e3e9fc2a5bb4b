import type { Browser, Locator, Page } from 'playwright-core';
import {
  API,
  DIRECTORY_MESSAGES,
  MASTER_LIST_MESSAGES,
  MASTER_LIST_REFUSALS,
  type GroupedByLocation,
  type RtiOfficerItem,
} from '@seedcorp/contracts';
import { pollUntil } from '@seedcorp/testing/poll-until';
import { postJson } from './admin-session';
import { axeViolations, confirm, seeToast, signInThroughUi, storedToken, showPageWith as showPageOf } from './admin-ui';
import { launchChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ADMINS } from './e2e-env';

jest.setTimeout(120000);

/** A run's own names, so that its values and officer are told apart from seeded ones and other runs'. */
const RUN = Date.now().toString(36);
const DESIGNATION = `Seed Certification Officer ${RUN}`;
const RENAMED = `Chief Seed Certifier ${RUN}`;
const ROLE = `Nodal Officer ${RUN}`;
const OFFICER = `Master List Officer ${RUN}`;
const DISTRICT = 'Rewari';
const OFFICERS_PAGE = '/rti/proactive-disclouser/directory-of-officers-employees';

const readList = async (path: string): Promise<string[]> =>
  ((await (await fetch(`${baseUrl()}${path}`)).json()) as { data: string[] }).data;
/** A public master list as a visitor's form reads it, once it holds (or lacks) `value`: the gateway keeps it a second. */
const publicListWith = (path: string, value: string, held = true) =>
  pollUntil(
    () => readList(path),
    (values) => values.includes(value) === held,
  );

describe('master lists in the admin app, through nginx', () => {
  let browser: Browser;
  let page: Page;
  let token: string | null = null;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughUi(page, E2E_ADMINS.adminMasterLists);
    token = await storedToken(page);
  });

  /** The lists as other suites find them: whatever this run added goes, whichever test stopped it. */
  afterAll(async () => {
    if (token) {
      const officers = (await (await postJson(API.officersDirectory.webGetAll, { location: DISTRICT })).json()) as {
        data?: GroupedByLocation<RtiOfficerItem>;
      };
      for (const officer of officers.data?.[DISTRICT] ?? []) {
        if (officer.name === OFFICER) await postJson(API.officersDirectory.delete, { key: officer.key }, token);
      }
      for (const key of [DESIGNATION, RENAMED]) {
        await postJson(API.masterLists.delete, { list: 'designation', key }, token);
      }
      await postJson(API.masterLists.delete, { list: 'authRole', key: ROLE }, token);
    }
    await browser?.close();
  });

  const goTo = async (link: string, heading: string) => {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: link }).click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await settled();
  };
  const settled = () => page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  const row = (...texts: string[]) =>
    texts.reduce((rows: Locator, text) => rows.filter({ hasText: text }), page.getByRole('row'));

  /** Lists are paged by ten and other suites add to them: walks the pages until `target` shows. */
  const showPageWith = (target: Locator) => showPageOf(page, target);

  /** The public officers page, read afresh until a row shows the officer with `designation`. */
  async function seeOfficerInPublic(designation: string): Promise<void> {
    const visitor = await browser.newPage();
    try {
      const count = await pollUntil(
        async () => {
          await visitor.goto(`${baseUrl()}${OFFICERS_PAGE}`);
          return visitor.getByRole('row').filter({ hasText: OFFICER }).filter({ hasText: designation }).count();
        },
        (found) => found > 0,
      );
      expect(count).toBe(1);
    } finally {
      await visitor.close();
    }
  }

  it('opens from the sidebar on the designations, each with the number of records using it', async () => {
    await goTo('Manage Master Lists', 'Manage Master Lists');
    const lists = page.getByRole('navigation', { name: 'Master lists' });
    expect(await lists.getByRole('link', { name: 'Designations' }).getAttribute('aria-current')).toBe('page');
    await row('Chairman')
      .getByRole('cell', { name: /^(None|\d+ records?)$/ })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('checks a new value before sending, in the words the service uses', async () => {
    await page.getByRole('button', { name: 'Add Designation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Designation' });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await seeToast(page, MASTER_LIST_MESSAGES.valueRequired);
    await dialog.getByLabel('Designation').fill('  managing DIRECTOR ');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await seeToast(page, MASTER_LIST_REFUSALS.duplicate('designation', 'Managing Director'));
    await dialog.getByLabel('Designation').fill('x'.repeat(101));
    await dialog.getByRole('button', { name: 'Add' }).click();
    await seeToast(page, MASTER_LIST_MESSAGES.valueTooLong);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('adds a designation, which the RTI officer form then offers; the officer shows in the admin and the public page', async () => {
    const dialog = page.getByRole('dialog', { name: 'Add Designation' });
    await dialog.getByLabel('Designation').fill(`  ${DESIGNATION} `);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });
    await seeToast(page, MASTER_LIST_MESSAGES.created);
    expect(await showPageWith(row(DESIGNATION, 'None'))).toBe(true);
    await publicListWith(API.master.designation, DESIGNATION);

    await goTo('Manage RTI Directory', 'Manage RTI Directory');
    await page.getByRole('button', { name: 'Add RTI Officer' }).click();
    const officer = page.getByRole('dialog', { name: 'Add RTI Officer' });
    await officer.getByLabel('District').selectOption(DISTRICT);
    await officer.getByLabel('Name').fill(OFFICER);
    await officer.getByLabel('Designation').selectOption(DESIGNATION);
    await officer.getByRole('button', { name: 'Create' }).click();
    await officer.waitFor({ state: 'detached' });
    await seeToast(page, DIRECTORY_MESSAGES.officerCreated);
    expect(await showPageWith(row(OFFICER, DESIGNATION))).toBe(true);

    await seeOfficerInPublic(DESIGNATION);
  });

  it('refuses to delete the designation while the officer holds it, saying how many records do', async () => {
    await goTo('Manage Master Lists', 'Manage Master Lists');
    expect(await showPageWith(row(DESIGNATION, '1 record'))).toBe(true);
    await row(DESIGNATION)
      .getByRole('button', { name: `Delete ${DESIGNATION}` })
      .click();
    await confirm(page, `Delete ${DESIGNATION}?`);
    await seeToast(page, MASTER_LIST_REFUSALS.inUse('designation', DESIGNATION, { officers: 1 }));
    expect(await readList(API.master.designation)).toContain(DESIGNATION);
  });

  it('renames it; the officer follows, in the admin list and on the public page', async () => {
    await row(DESIGNATION)
      .getByRole('button', { name: `Rename ${DESIGNATION}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Rename Designation' });
    expect(await dialog.getByLabel('Designation').inputValue()).toBe(DESIGNATION);
    await dialog.getByLabel('Designation').fill('Director');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await seeToast(page, MASTER_LIST_REFUSALS.duplicate('designation', 'Director'));
    await dialog.getByLabel('Designation').fill(RENAMED);
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await dialog.waitFor({ state: 'detached' });
    await seeToast(page, MASTER_LIST_MESSAGES.renamed);
    expect(await showPageWith(row(RENAMED, '1 record'))).toBe(true);
    expect(await publicListWith(API.master.designation, RENAMED)).not.toContain(DESIGNATION);

    await goTo('Manage RTI Directory', 'Manage RTI Directory');
    expect(await showPageWith(row(OFFICER, RENAMED))).toBe(true);
    await seeOfficerInPublic(RENAMED);
  });

  it('deletes the designation once no record holds it; the forms no longer offer it', async () => {
    await row(OFFICER)
      .getByRole('button', { name: `Delete ${OFFICER}` })
      .click();
    await confirm(page, `Delete ${OFFICER}?`);
    await row(OFFICER).waitFor({ state: 'detached' });

    await goTo('Manage Master Lists', 'Manage Master Lists');
    expect(await showPageWith(row(RENAMED, 'None'))).toBe(true);
    await row(RENAMED)
      .getByRole('button', { name: `Delete ${RENAMED}` })
      .click();
    await confirm(page, `Delete ${RENAMED}?`);
    await row(RENAMED).waitFor({ state: 'detached' });
    await seeToast(page, MASTER_LIST_MESSAGES.deleted);
    expect(await showPageWith(row(RENAMED))).toBe(false);
    await publicListWith(API.master.designation, RENAMED, false);

    await goTo('Manage RTI Directory', 'Manage RTI Directory');
    await page.getByRole('button', { name: 'Add RTI Officer' }).click();
    const officer = page.getByRole('dialog', { name: 'Add RTI Officer' });
    await officer.getByLabel('Designation').locator('option', { hasText: 'Chairman' }).waitFor({ state: 'attached' });
    expect(await officer.getByLabel('Designation').locator('option', { hasText: RENAMED }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await officer.waitFor({ state: 'detached' });
  });

  it('keeps the authority roles too: add one, then delete it', async () => {
    await goTo('Manage Master Lists', 'Manage Master Lists');
    await page.getByRole('navigation', { name: 'Master lists' }).getByRole('link', { name: 'Authority roles' }).click();
    await page.waitForURL('**/dashboard/master-lists?list=authRole');
    await row('First Appellate Authority').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add Authority Role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Authority Role' });
    await dialog.getByLabel('Authority role').fill(ROLE);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await showPageWith(row(ROLE))).toBe(true);
    await publicListWith(API.master.authRole, ROLE);
    expect(await readList(API.master.designation)).not.toContain(ROLE);

    await row(ROLE)
      .getByRole('button', { name: `Delete ${ROLE}` })
      .click();
    await confirm(page, `Delete ${ROLE}?`);
    // The designation's delete a moment ago said the same words: the row going is what tells this one's.
    await row(ROLE).waitFor({ state: 'detached' });
    expect(await showPageWith(row(ROLE))).toBe(false);
    await publicListWith(API.master.authRole, ROLE, false);
  });
});
