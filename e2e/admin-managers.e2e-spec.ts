import { API } from '@seedcorp/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { DIRECTORY_MESSAGES, NOTIFICATION_MESSAGES, validityText } from '@seedcorp/contracts';
import { postJson } from './admin-session';
import {
  axeViolations,
  confirm,
  largePng,
  pdfDocument,
  pngImage,
  seeToast,
  showPageWith as showPageOf,
  signInThroughUi,
} from './admin-ui';
import { launchChromium } from '@seedcorp/testing/browser';
import { e2eQuery } from './e2e-database';
import { baseUrl, E2E_ADMINS } from './e2e-env';
import { fillFeedbackForm, sendFeedbackForm } from './feedback-form';
import { pollUntil } from '@seedcorp/testing/poll-until';

jest.setTimeout(120000);

/** A run's own names, so that its rows are told apart from seeded ones. */
const RUN = Date.now().toString(36);
const TENDER = `Seed cleaning tender ${RUN}`;
const TENDER_EDITED = `Seed grading tender ${RUN}`;
const DIRECTOR = `Sample Director ${RUN}`;
const OFFICER = `Sample Officer ${RUN}`;
const FEEDBACK_SUBJECT = `Sale counter hours ${RUN}`;
/** The dashboard's counts are not a public page: they follow each change within about a second, plus a reload. */
const DASHBOARD_COUNTS_MS = 5000;
/** The archive looks for ended validities every VALIDITY_CHECK_SECONDS (15), then the gateway's second. */
const VALIDITY_ARCHIVE_MS = 20_000;

const publicList = async (path: string, body: unknown) =>
  JSON.stringify(((await (await postJson(path, body)).json()) as { data: unknown }).data ?? null);

describe('admin managers in Chromium against the notifications, directories and dashboard services', () => {
  let browser: Browser;
  let page: Page;
  let countsBefore: Record<string, number> | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughUi(page, E2E_ADMINS.adminManagers);
    // Read before anything is created; a missing baseline fails the counts test, not every test.
    countsBefore = await cardValues().catch(() => undefined);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const goTo = async (link: string, heading: string) => {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: link }).click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  };

  /** The four cards of the dashboard home, read from the screen as it loads them afresh. */
  async function cardValues(): Promise<Record<string, number>> {
    await page.goto(`${baseUrl()}/dashboard/home`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const cards = page.locator('.count-card');
    await cards.first().waitFor({ timeout: 10000 });
    const values: Record<string, number> = {};
    for (const card of await cards.all()) {
      values[(await card.locator('.count-label').textContent()) as string] = Number(
        await card.locator('.count-value').textContent(),
      );
    }
    return values;
  }

  const row = (text: string) => page.getByRole('row').filter({ hasText: text });

  /** Directory lists are ordered by location and name, and the demo seed fills them: a new entry may be on a later page. */
  const showPageWith = (target: Locator) => showPageOf(page, target);

  const pickDesignation = (dialog: Locator, designation: string) =>
    dialog.getByLabel('Designation').selectOption(designation);

  describe('notifications', () => {
    it('shows every create check of the spec before sending, and blocks typing a date', async () => {
      await goTo('Manage Notifications', 'Manage Notifications');
      await page.getByRole('button', { name: 'Create Notification' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Notification' });
      await dialog.getByRole('button', { name: 'Create' }).click();
      await seeToast(page, NOTIFICATION_MESSAGES.required);

      await dialog.getByLabel('Title').fill(TENDER);
      await dialog.getByLabel('Location').selectOption('Tender');
      const file = dialog.getByLabel(/^PDF/);
      await file.setInputFiles({ name: 'notice.txt', mimeType: 'text/plain', buffer: Buffer.from('notice') });
      await seeToast(page, NOTIFICATION_MESSAGES.invalidType);
      const oversized = Buffer.concat([pdfDocument('big'), Buffer.alloc(1024 * 1024 + 10, 32)]);
      await file.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: oversized });
      await seeToast(page, NOTIFICATION_MESSAGES.tooLarge);
      await file.setInputFiles({ name: 'tender.pdf', mimeType: 'application/pdf', buffer: pdfDocument(TENDER) });
      await dialog.getByRole('button', { name: 'Create' }).click();
      await seeToast(page, NOTIFICATION_MESSAGES.dateRequired);

      const date = dialog.getByLabel('Last submission date');
      await date.focus();
      await page.keyboard.type('31122026');
      expect(await date.inputValue()).toBe('');
      expect(await axeViolations(page)).toEqual([]);
    });

    it('creates a tender with a PDF; it is listed with its date as DD-MM-YYYY and reaches /tenders', async () => {
      const dialog = page.getByRole('dialog', { name: 'Create Notification' });
      await dialog.getByLabel('Last submission date').fill('2026-12-31');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await dialog.waitFor({ state: 'detached' });
      await row(TENDER).getByRole('cell', { name: '31-12-2026' }).waitFor();

      const tenders = await pollUntil(
        () => publicList(API.notifications.getNotification, { location: 'Tender' }),
        (text) => text.includes(TENDER),
      );
      expect(tenders).toContain(TENDER);
      const visitor = await browser.newPage();
      try {
        await visitor.goto(`${baseUrl()}/tenders`);
        await visitor.getByRole('cell', { name: TENDER, exact: true }).waitFor();
      } finally {
        await visitor.close();
      }
    });

    it('shows the PDF in a modal frame', async () => {
      await row(TENDER)
        .getByRole('button', { name: `View ${TENDER}` })
        .click();
      const viewer = page.getByRole('dialog', { name: TENDER });
      const frame = viewer.locator(`iframe[title="${TENDER} (PDF)"]`);
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(/^blob:/);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });
    });

    it('edits it, with the edit checks of the spec first', async () => {
      await row(TENDER)
        .getByRole('button', { name: `Edit ${TENDER}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Edit Notification' });
      expect(await dialog.getByLabel('Title').inputValue()).toBe(TENDER);
      await dialog.getByLabel('Title').fill('');
      await dialog.getByRole('button', { name: 'Update' }).click();
      await seeToast(page, NOTIFICATION_MESSAGES.titleEmpty);
      await dialog.getByLabel('Title').fill(TENDER_EDITED);
      await dialog.getByLabel('Location').selectOption('');
      await dialog.getByRole('button', { name: 'Update' }).click();
      await seeToast(page, NOTIFICATION_MESSAGES.locationEmpty);
      await dialog.getByLabel('Location').selectOption('Tender');
      await dialog.getByRole('button', { name: 'Update' }).click();
      await dialog.waitFor({ state: 'detached' });
      await row(TENDER_EDITED).waitFor();
    });

    it('searches the page by title and date', async () => {
      const search = page.getByLabel('Search this page by title, location or date');
      await search.fill('31-12-2026');
      await row(TENDER_EDITED).waitFor();
      await search.fill(`no such title ${RUN}`);
      await page.getByText('No Notifications Found').waitFor();
      await search.fill('');
    });

    it('counts it on the dashboard while it exists', async () => {
      expect(countsBefore).toBeDefined();
      const before = countsBefore as Record<string, number>;
      // The dashboard's counts follow the event within about a second, then the screen reads them again.
      const counts = await pollUntil(
        cardValues,
        (values) => values['Total Notifications'] > before['Total Notifications'],
        DASHBOARD_COUNTS_MS,
      );
      expect(counts['Total Notifications']).toBe(before['Total Notifications'] + 1);
    });

    it('gives it a validity end in India time; once that has passed it moves to the archived tenders', async () => {
      await goTo('Manage Notifications', 'Manage Notifications');
      await row(TENDER_EDITED)
        .getByRole('button', { name: `Edit ${TENDER_EDITED}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Edit Notification' });
      const validUntil = validityText(new Date(Date.now() + 10 * 60_000));
      await dialog.getByLabel('Valid until (optional)').fill(validUntil);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Update' }).click();
      await dialog.waitFor({ state: 'detached' });
      const [stored] = await e2eQuery<{ valid_until: Date }>(
        'SELECT valid_until FROM notifications.notifications WHERE title = $1',
        [TENDER_EDITED],
      );
      expect(validityText(stored.valid_until)).toBe(validUntil);

      // Ten minutes pass in the database; the archive looks every few seconds.
      await e2eQuery(`UPDATE notifications.notifications SET valid_until = now() WHERE title = $1`, [TENDER_EDITED]);
      const archived = await pollUntil(
        () => publicList(API.notifications.getNotification, { location: 'Archived Tender' }),
        (text) => text.includes(TENDER_EDITED),
        VALIDITY_ARCHIVE_MS,
      );
      expect(archived).toContain(TENDER_EDITED);
      expect(await publicList(API.notifications.getNotification, { location: 'Tender' })).not.toContain(TENDER_EDITED);
      const visitor = await browser.newPage();
      try {
        await visitor.goto(`${baseUrl()}/tenders/archived`);
        await visitor.getByRole('cell', { name: TENDER_EDITED, exact: true }).waitFor();
      } finally {
        await visitor.close();
      }
    });

    it('deletes it after Yes in the confirmation toast', async () => {
      await goTo('Manage Notifications', 'Manage Notifications');
      await row(TENDER_EDITED)
        .getByRole('button', { name: `Delete ${TENDER_EDITED}` })
        .click();
      await page.getByRole('alertdialog', { name: `Delete ${TENDER_EDITED}?` }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await confirm(page, `Delete ${TENDER_EDITED}?`);
      await row(TENDER_EDITED).waitFor({ state: 'detached' });
      const tenders = await pollUntil(
        () => publicList(API.notifications.getNotification, { location: 'Archived Tender' }),
        (text) => !text.includes(TENDER_EDITED),
      );
      expect(tenders).not.toContain(TENDER_EDITED);
    });
  });

  describe('directors', () => {
    it('shows the create checks, keeps phone fields to digits, and refuses a photo over 1 MB', async () => {
      await goTo('Manage Directory', 'Manage Directory');
      await page.getByRole('button', { name: 'Add Director' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Director' });
      await dialog.getByRole('button', { name: 'Create' }).click();
      await seeToast(page, DIRECTORY_MESSAGES.createRequired);

      await dialog.getByLabel('Location').selectOption('Directors');
      await dialog.getByLabel('Name').fill(DIRECTOR);
      await pickDesignation(dialog, 'Director');
      const photo = dialog.getByLabel(/^Photo/);
      await photo.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: await largePng(1.1 * 1024 * 1024) });
      await seeToast(page, DIRECTORY_MESSAGES.imageTooLarge);
      await photo.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await pngImage(300, 400) });
      await dialog.getByRole('img', { name: `Photo of ${DIRECTOR}` }).waitFor();

      await dialog.getByLabel('Email').fill('director-at-example');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await seeToast(page, DIRECTORY_MESSAGES.incorrectEmail);

      await dialog.getByLabel('Mobile number').fill('98a76-54 32109');
      expect(await dialog.getByLabel('Mobile number').inputValue()).toBe('9876543210');
      await dialog.getByLabel('Office number').fill('0166-222 0123');
      expect(await dialog.getByLabel('Office number').inputValue()).toBe('01662220123');
      expect(await axeViolations(page)).toEqual([]);
    });

    it('creates a director with a photo, listed and public', async () => {
      const dialog = page.getByRole('dialog', { name: 'Add Director' });
      await dialog.getByLabel('Email').fill('director@example.org');
      await dialog.getByLabel('Address').fill('Sample address, Panchkula');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await showPageWith(row(DIRECTOR))).toBe(true);
      await row(DIRECTOR)
        .getByRole('img', { name: `Photo of ${DIRECTOR}` })
        .waitFor();
      const directors = await pollUntil(
        () => publicList(API.director.webGetAll, { location: 'Directors' }),
        (text) => text.includes(DIRECTOR),
      );
      expect(directors).toContain(DIRECTOR);
    });

    it('edits it, refusing an empty name first', async () => {
      await row(DIRECTOR)
        .getByRole('button', { name: `Edit ${DIRECTOR}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Edit Director' });
      await dialog.getByLabel('Name').fill('');
      await dialog.getByRole('button', { name: 'Update' }).click();
      await seeToast(page, DIRECTORY_MESSAGES.editRequired);
      await dialog.getByLabel('Name').fill(DIRECTOR);
      await pickDesignation(dialog, 'Managing Director');
      await dialog.getByRole('button', { name: 'Update' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await showPageWith(row(DIRECTOR))).toBe(true);
      await row(DIRECTOR).getByRole('cell', { name: 'Managing Director' }).waitFor();
    });

    it('searches by email and deletes after confirming', async () => {
      const search = page.getByLabel(/^Search this page by location, designation/);
      await search.fill('director@example.org');
      await row(DIRECTOR).waitFor();
      await search.fill(`nobody ${RUN}`);
      await page.getByText('No Directory Matched.').waitFor();
      await search.fill('');
      await row(DIRECTOR)
        .getByRole('button', { name: `Delete ${DIRECTOR}` })
        .click();
      await confirm(page, `Delete ${DIRECTOR}?`);
      await row(DIRECTOR).waitFor({ state: 'detached' });
      expect(await showPageWith(row(DIRECTOR))).toBe(false);
    });
  });

  describe('RTI officers', () => {
    it('creates, edits and deletes an officer, grouped under its district', async () => {
      await goTo('Manage RTI Directory', 'Manage RTI Directory');
      await page.getByRole('button', { name: 'Add RTI Officer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add RTI Officer' });
      await dialog.getByRole('button', { name: 'Create' }).click();
      await seeToast(page, DIRECTORY_MESSAGES.createRequired);

      await dialog.getByLabel('District').selectOption('Nuh');
      await dialog.getByLabel('Name').fill(OFFICER);
      await pickDesignation(dialog, 'Public Information Officer');
      await dialog.getByLabel('Mobile number').fill('98765abc00000');
      expect(await dialog.getByLabel('Mobile number').inputValue()).toBe('9876500000');
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await showPageWith(row(OFFICER))).toBe(true);
      await page.getByRole('rowheader', { name: 'Nuh' }).waitFor();

      await row(OFFICER)
        .getByRole('button', { name: `Edit ${OFFICER}` })
        .click();
      const edit = page.getByRole('dialog', { name: 'Edit RTI Officer' });
      await edit.getByLabel('Name').fill('');
      await edit.getByRole('button', { name: 'Update' }).click();
      await seeToast(page, DIRECTORY_MESSAGES.editRequired);
      await edit.getByLabel('Name').fill(`${OFFICER} (edited)`);
      await edit.getByRole('button', { name: 'Update' }).click();
      await edit.waitFor({ state: 'detached' });
      expect(await showPageWith(row(`${OFFICER} (edited)`))).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      await row(`${OFFICER} (edited)`)
        .getByRole('button', { name: /^Delete/ })
        .click();
      await confirm(page, `Delete ${OFFICER} (edited)?`);
      await row(`${OFFICER} (edited)`).waitFor({ state: 'detached' });
      expect(await showPageWith(row(`${OFFICER} (edited)`))).toBe(false);
    });
  });

  describe('RTI authorities', () => {
    it('creates, edits and deletes an authority', async () => {
      await goTo('Manage RTI Authorities', 'Manage RTI Authorities');
      await page.getByRole('button', { name: 'Add RTI Authority' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add RTI Authority' });
      await dialog.getByRole('button', { name: 'Create' }).click();
      await seeToast(page, DIRECTORY_MESSAGES.createRequired);

      await dialog.getByLabel('District').selectOption('Palwal');
      await dialog.getByLabel('Role').selectOption('First Appellate Authority');
      await pickDesignation(dialog, 'General Manager');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await dialog.waitFor({ state: 'detached' });
      // The row's buttons name the role and district; the designation tells it from any seeded one.
      const authority = (designation: string) =>
        page.getByRole('row').filter({ hasText: designation }).filter({ hasText: 'First Appellate Authority, Palwal' });
      expect(await showPageWith(authority('General Manager'))).toBe(true);

      await authority('General Manager').getByRole('button', { name: /^Edit/ }).click();
      const edit = page.getByRole('dialog', { name: 'Edit RTI Authority' });
      await pickDesignation(edit, 'Regional Manager');
      await edit.getByRole('button', { name: 'Update' }).click();
      await edit.waitFor({ state: 'detached' });
      expect(await showPageWith(authority('Regional Manager'))).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      await authority('Regional Manager')
        .getByRole('button', { name: /^Delete/ })
        .click();
      await confirm(page, 'Delete First Appellate Authority, Palwal?');
      await authority('Regional Manager').waitFor({ state: 'detached' });
      expect(await showPageWith(authority('Regional Manager'))).toBe(false);
    });
  });

  describe('feedback inbox', () => {
    it('reads a feedback sent from the public form, marks it read, and deletes it', async () => {
      const visitor = await browser.newPage();
      await visitor.goto(`${baseUrl()}/feedback`);
      await fillFeedbackForm(visitor, {
        name: 'A Visitor',
        email: 'visitor@example.org',
        subject: FEEDBACK_SUBJECT,
        message: 'What are the hours of the Hisar sale counter?',
      });
      await sendFeedbackForm(visitor);
      await visitor.close();

      await goTo('Feedback', 'Feedback');
      const item = row(FEEDBACK_SUBJECT);
      await item.getByRole('cell', { name: 'Unread' }).waitFor();
      await item.getByRole('button', { name: `Read ${FEEDBACK_SUBJECT}` }).click();
      const dialog = page.getByRole('dialog', { name: FEEDBACK_SUBJECT });
      await dialog.getByText('What are the hours of the Hisar sale counter?').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await item.getByRole('cell', { name: 'Read', exact: true }).waitFor();

      await item.getByRole('button', { name: `Delete ${FEEDBACK_SUBJECT}` }).click();
      await confirm(page, `Delete the feedback '${FEEDBACK_SUBJECT}'?`);
      await item.waitFor({ state: 'detached' });
    }, 120_000);
  });

  describe('images on the public site', () => {
    it('shows an image uploaded in the manager on the public photo gallery and in the dashboard count', async () => {
      const imagesBefore = (await cardValues())['Total Images'];
      await goTo('Manage Images', 'Manage Images');
      await page.getByRole('button', { name: 'Upload Image' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Image' });
      await dialog.getByLabel('Location').selectOption('Photo Gallery');
      await dialog
        .getByLabel(/^Image/)
        .setInputFiles({ name: 'gallery.png', mimeType: 'image/png', buffer: await pngImage(800, 500, '#33691e') });
      const uploaded = page.waitForResponse((response) => response.url().includes('/uploadFile'));
      await dialog.getByRole('button', { name: 'Upload' }).click();
      const { data } = (await (await uploaded).json()) as { data: { key: string } };
      await dialog.waitFor({ state: 'detached' });

      const visitor = await browser.newPage();
      try {
        await pollUntil(
          async () => {
            await visitor.goto(`${baseUrl()}/photo-gallery`);
            await visitor.waitForSelector('.loading', { state: 'detached' });
            return visitor.locator(`img[src*="${data.key}"], img[srcset*="${data.key}"]`).count();
          },
          (count) => count > 0,
        );
        await visitor.locator(`img[src*="${data.key}"], img[srcset*="${data.key}"]`).first().waitFor();
      } finally {
        await visitor.close();
      }
      const counted = await pollUntil(
        cardValues,
        (values) => values['Total Images'] > imagesBefore,
        DASHBOARD_COUNTS_MS,
      );
      expect(counted['Total Images']).toBe(imagesBefore + 1);

      await goTo('Manage Images', 'Manage Images');
      const row = page.getByRole('row').filter({ has: page.locator(`img[src*="${data.key}"]`) });
      await row.getByRole('button', { name: /^Delete/ }).click();
      await page.getByRole('alertdialog').last().getByRole('button', { name: 'Yes' }).click();
      await row.waitFor({ state: 'detached' });
    });
  });

  describe('dashboard and sign-in log', () => {
    it("shows the run's changes in the recent activity", async () => {
      await goTo('Home', 'Dashboard');
      const timeline = page.getByRole('region', { name: 'Recent Activity' });
      await timeline.getByRole('listitem').first().waitFor();
      for (const type of ['Created', 'Updated', 'Deleted']) {
        await timeline.getByRole('listitem').filter({ hasText: type }).first().waitFor();
      }
      await timeline.getByRole('listitem').filter({ hasText: TENDER_EDITED }).first().waitFor();
      await page.getByRole('region', { name: 'Counts by location' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    it("lists the test's own sign-in", async () => {
      await goTo('Sign-in Log', 'Sign-in Log');
      await page
        .getByRole('row')
        .filter({ hasText: 'Signed in' })
        .filter({ hasText: E2E_ADMINS.adminManagers.slice(-4) })
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
