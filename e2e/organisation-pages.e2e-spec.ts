import type { Page } from 'playwright-core';
import {
  API,
  CONTENT_PLACEHOLDER as PLACEHOLDER,
  type AdminSiteSettings,
  type ContactRecord,
  type PageBlock,
} from '@seedcorp/contracts';
import { TABLE_TEXTS } from '../libs/web/content/cell-format';
import { CONTACT_TEXTS } from '../libs/web/content/page-words';
import { SPEC_CORPORATION, SPEC_PLANTS, SPEC_RTI_FEES, SPEC_SERVICES } from '../web/src/content/spec-figures';
import { postJson, publishedAlone, signIn } from './admin-session';
import { baseUrl, E2E_ADMINS } from './e2e-env';
import {
  contentPageSession,
  expectPageShowsPublishedTable,
  expectPageShowsSeededWords,
  HINDI_COOKIE,
  seededPage,
  seededTable,
  servedPages,
  shownText,
} from './content-page-checks';
import { reloadUntil } from './public-reads';

/** The about, organisation, policy and help pages. */
const PATHS = [
  '/about-us',
  '/engineering',
  '/finance',
  '/contact-us',
  '/internal-complaint-committee',
  '/audit-cell',
  '/quality-control',
  '/agreements',
  '/services',
  '/accessibility-statement',
  '/website-policies',
  '/terms-and-conditions',
  '/disclaimer',
  '/help',
  '/screen-access-reader',
];

/** The fields of the contact record, in the order the page lists them. */
const CONTACT_FIELDS = ['postalAddress', 'phone', 'email'] as const;

/** A block of a page's seeded words, by its id. */
function seededBlock<T extends PageBlock['type']>(path: string, id: string, type: T): Extract<PageBlock, { type: T }> {
  const block = seededPage(path).blocks.find((candidate) => candidate.id === id);
  if (block?.type !== type) throw new Error(`${path} has no ${type} block ${id}`);
  return block as Extract<PageBlock, { type: T }>;
}

/** The headings of a page's seeded words, in English. */
const seededHeadings = (path: string) =>
  seededPage(path).blocks.flatMap((block) => (block.type === 'heading' ? [block.text.en] : []));

describe('about, organisation, policy and help pages', () => {
  // axe is injected as an inline script, which the site's CSP rightly forbids.
  const session = contentPageSession({ bypassCSP: true });
  const served = servedPages(() => session.browser);

  // Each page's heading, its words once its script has run and a clean console: the walk of every route
  // (accessibility.e2e-spec.ts).
  it.each(PATHS.flatMap((path) => [[path, 'en'] as const, [path, 'hi'] as const]))(
    '%s is served with its seeded words in %s, before any script runs',
    async (path, language) => {
      await served(path, language, (page) => expectPageShowsSeededWords(page, path, language));
    },
  );

  /** The contents list leads to each section heading, each link a target of at least 24 px (WCAG 2.2). */
  async function expectContents(on: Page, path: string): Promise<void> {
    const links = on.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    expect(await links.allInnerTexts()).toEqual(seededHeadings(path));
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      expect(await on.locator(`[id="${href.slice(1)}"]`).count()).toBe(1);
      expect(await on.locator(`h2[id="${href.slice(1)}"]`).innerText()).toBe(await link.innerText());
      expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(24);
    }
  }

  it('/website-policies opens with a contents list that leads to each of the nine policies', async () => {
    const { page } = session;
    await session.open('/website-policies');
    expect(seededHeadings('/website-policies')).toHaveLength(9);
    await expectContents(page, '/website-policies');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Security Policy' }).click();
    await page.waitForURL(`${baseUrl()}/website-policies#security-policy`);
    const heading = await page.getByRole('heading', { level: 2, name: 'Security Policy' }).boundingBox();
    const viewport = page.viewportSize();
    expect(heading && viewport && heading.y >= 0 && heading.y + heading.height <= viewport.height).toBe(true);
    expect(session.errors).toEqual([]);
  });

  it('/website-policies serves its contents list and section ids in the HTML, for visitors without JavaScript', async () => {
    const noScript = await session.browser.newContext({ javaScriptEnabled: false });
    try {
      const staticPage = await noScript.newPage();
      await staticPage.goto(`${baseUrl()}/website-policies`);
      await expectContents(staticPage, '/website-policies');
      await staticPage
        .getByRole('navigation', { name: 'On this page' })
        .getByRole('link', { name: 'Content Review Policy' })
        .click();
      await staticPage.waitForURL(`${baseUrl()}/website-policies#content-review-policy`);
    } finally {
      await noScript.close();
    }
  });

  it('/help opens with a contents list that leads to each of its sections', async () => {
    await session.open('/help');
    await expectContents(session.page, '/help');
  });

  it('/finance shows the stated capital and fixed assets as written and the three-year results table', async () => {
    const { page } = session;
    await session.open('/finance');
    const figures = (await page.locator('main article h2#capital-and-fixed-assets + ul > li').allInnerTexts()).join(
      '\n',
    );
    const { paidUpCapital, fixedAssets, resultYears, resultLines } = SPEC_CORPORATION;
    for (const stated of [paidUpCapital.display, fixedAssets.display, fixedAssets.asOn])
      expect(figures).toContain(stated);
    const results = await expectPageShowsPublishedTable(page, seededTable('financial-results'));
    expect(results.head.slice(1)).toEqual(resultYears);
    expect(results.body.map((row) => row[0].toLowerCase())).toEqual(resultLines);
    for (const row of results.body) expect(row.slice(1)).toEqual(resultYears.map(() => PLACEHOLDER));
    expect(await page.locator('main tbody .placeholder-text').count()).toBe(
      resultLines.length * resultYears.length + 3,
    );
    await expectPageShowsPublishedTable(page, seededTable('tax-registration'));
    await expectPageShowsPublishedTable(page, seededTable('gst-registration'));
    for (const heading of ['Audit notes', 'Tax and GST registration', 'Main bankers', 'Provident fund']) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
  });

  it('/services shows the service time limits and fees', async () => {
    const { page } = session;
    await session.open('/services');
    const timelines = await expectPageShowsPublishedTable(page, seededTable('citizen-services'));
    expect(timelines.body.map((row) => row[1])).toEqual(
      SPEC_SERVICES.timelines.map(({ days, workingDays }) => `Within ${days} ${workingDays ? 'working ' : ''}days`),
    );
    const complaints = await expectPageShowsPublishedTable(page, seededTable('complaint-time-limits'));
    expect(complaints.body.map((row) => row[1])).toEqual(
      [
        SPEC_SERVICES.defectiveSeedComplaintWithinDays,
        SPEC_SERVICES.inspectionWithinDays,
        SPEC_SERVICES.rejectedProduceTakenBackWithinDays,
      ].map((days) => `Within ${days} days`),
    );
    const fees = await expectPageShowsPublishedTable(page, seededTable('service-fees'));
    expect(fees.body.map((row) => row[1])).toEqual([
      String(SPEC_SERVICES.growerRegistrationFee),
      String(SPEC_RTI_FEES.applicationRupees),
      String(SPEC_RTI_FEES.perPageRupees),
      'No fee',
    ]);
    await page
      .getByText(
        `tests ${SPEC_SERVICES.labTestsCarryOverLotsPercent}% of carry-over lots and ${SPEC_SERVICES.labTestsFreshLotsPercent}% of fresh lots`,
      )
      .waitFor();
  });

  it('/help describes the text size, theme and language controls, the search and PDF readers', async () => {
    const { page } = session;
    await session.open('/help');
    /** What a section says: the text of the blocks under its heading, up to the next heading. */
    const section = async (heading: string) => {
      const id = seededPage('/help').blocks.find((block) => block.type === 'heading' && block.text.en === heading)?.id;
      const blocks = page.locator(`xpath=//main//article/*[not(self::h2)][preceding-sibling::h2[1][@id="${id}"]]`);
      return (await blocks.allInnerTexts()).join('\n');
    };
    expect(await section('Changing the text size')).toMatch(/A- and A\+ buttons.*smaller or larger.*A button/s);
    expect(await section('Light and dark mode')).toContain('Dark mode button');
    expect(await section('Language')).toContain('हिन्दी');
    expect(await section('Searching the site')).toContain('search box');
    expect(await section('Reading documents')).toContain('PDF');
    const reader = page.getByRole('link', { name: /Adobe Acrobat Reader/ });
    expect(await reader.getAttribute('target')).toBe('_blank');
    // The warning belongs to the link itself, so that a screen reader announces it with the link's name.
    expect(await reader.innerText()).toContain(TABLE_TEXTS.en.newTab);
  });

  it('/screen-access-reader lists each screen reader once, by a link to its website that opens in a new tab', async () => {
    const { page } = session;
    await session.open('/screen-access-reader');
    const { items } = seededBlock('/screen-access-reader', 'screen-readers-list', 'list');
    const list = page.locator('main article ul', { has: page.locator('a[href^="https://"]') });
    expect(await list.count()).toBe(1);
    const shown = await list.locator(':scope > li').allTextContents();
    expect(shown.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(
      items.map((item) => shownText(item.en, 'en')),
    );
    const links = list.locator(':scope > li > span > a');
    const stated = items.map((item) => (Array.isArray(item.en) ? item.en[0] : undefined));
    // Each link's name says, inside the link, that it opens in a new tab.
    expect((await links.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(
      stated.map((piece) => `${(piece as { text: string }).text} ${TABLE_TEXTS.en.newTab}`),
    );
    for (const link of await links.all()) {
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    const names = await links.allTextContents();
    expect(new Set(names).size).toBe(names.length);
  });

  it('/about-us states the history, capital, plants and laboratory and links to the plant capacities', async () => {
    const { page } = session;
    await session.open('/about-us');
    const text = await page.locator('main article').innerText();
    expect(text).toContain(`set up in ${SPEC_CORPORATION.yearSetUp} under the ${SPEC_CORPORATION.act}`);
    expect(text).toContain(`Authorised share capital ${SPEC_CORPORATION.authorisedShareCapital}`);
    for (const plant of SPEC_PLANTS.plants) expect(text).toContain(plant.name);
    expect(text).toContain('seed testing laboratory is at Umri');
    const [capacities] = seededBlock('/about-us', 'plants-links', 'links').items;
    await page.getByRole('link', { name: capacities.text.en }).click();
    await page.waitForURL(`${baseUrl()}${capacities.href}`);
  });

  it('/engineering says what it is for and marks the missing text', async () => {
    const { page } = session;
    await session.open('/engineering');
    const [opening] = seededPage('/engineering').blocks;
    if (opening.type !== 'paragraph') throw new Error('/engineering opens with no paragraph');
    await page.getByText(shownText(opening.text.en, 'en'), { exact: true }).waitFor();
    expect(await page.locator('main article .placeholder-text').innerText()).toBe(PLACEHOLDER);
  });

  it('/contact-us shows the contact record of the site settings as an address block, each unknown field marked and no link for it, and leads to the feedback form', async () => {
    const { page } = session;
    await session.open('/contact-us');
    const record = page.getByRole('region', { name: CONTACT_TEXTS.en.caption }).locator('address .record-fields');
    expect(await record.locator('dt').allTextContents()).toEqual(
      CONTACT_FIELDS.map((field) => CONTACT_TEXTS.en[field]),
    );
    expect(await record.locator('dd .placeholder-text').allTextContents()).toEqual([
      PLACEHOLDER,
      PLACEHOLDER,
      PLACEHOLDER,
    ]);
    expect(await page.locator('main table').count()).toBe(0);
    expect(await page.locator('a[href^="tel:"], a[href^="mailto:"]').count()).toBe(0);
    await page.locator('main article').getByRole('link', { name: 'Feedback' }).click();
    await page.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor();
  });

  it('/contact-us shows the contact record an administrator publishes in the site settings within 2 s, the phone and e-mail as links, in English and Hindi', async () => {
    const { page } = session;
    const token = await signIn(E2E_ADMINS.organisationPages);
    const call = async <T>(path: string, body?: object) => {
      const answer = (await (await postJson(path, body, token)).json()) as { status: number; data: T };
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      return answer.data;
    };
    const publishContact = async (contact: ContactRecord) => {
      const current = await call<AdminSiteSettings>(API.content.getSettings);
      const { settings, hindiReview } = current.published!;
      const saved = await call<{ version: number }>(API.content.saveSettingsDraft, {
        baseVersion: current.currentVersion,
        settings: { ...settings, contact },
        hindiReview,
      });
      await call(API.content.publishSettings, publishedAlone({ baseVersion: saved.version }));
    };
    const before = (await call<AdminSiteSettings>(API.content.getSettings)).published!.settings.contact;
    // The address is an example of the shape only: the corporation has not supplied its own.
    const contact: ContactRecord = {
      postalAddress: { en: 'Head office\nSector 1', hi: 'मुख्य कार्यालय\nसेक्टर 1' },
      phone: '0172 270 0000',
      email: 'contact@example.in',
    };
    await publishContact(contact);
    try {
      await session.open('/contact-us');
      const phone = page.locator('main address a[href^="tel:"]');
      await reloadUntil(page, async () => (await phone.count()) === 1);
      expect(await phone.getAttribute('href')).toBe('tel:01722700000');
      expect(await phone.textContent()).toBe(contact.phone);
      expect(await page.locator('main address a[href^="mailto:"]').getAttribute('href')).toBe(
        `mailto:${contact.email}`,
      );
      expect(await page.locator('main address dd').first().innerText()).toBe('Head office\nSector 1');
      expect(await page.locator('main .placeholder-text').count()).toBe(0);

      // The phone alone changed in the settings: the page shows the new number within 2 s.
      const changed = { ...contact, phone: '0172 270 0001' };
      await publishContact(changed);
      await reloadUntil(page, async () => (await phone.textContent()) === changed.phone);
      expect(await phone.getAttribute('href')).toBe('tel:01722700001');

      // A visitor of its own: the language a page switches to is remembered for the rest of its context.
      const hindi = await session.browser.newContext();
      try {
        await hindi.addCookies([{ ...HINDI_COOKIE, url: baseUrl() }]);
        const hindiPage = await hindi.newPage();
        await hindiPage.goto(`${baseUrl()}/contact-us`);
        expect(await hindiPage.locator('main address dt').allTextContents()).toEqual(
          CONTACT_FIELDS.map((field) => CONTACT_TEXTS.hi[field]),
        );
        expect(await hindiPage.locator('main address dd').first().innerText()).toBe('मुख्य कार्यालय\nसेक्टर 1');
        expect(await hindiPage.locator('main address a[href^="tel:"]').textContent()).toBe(changed.phone);
      } finally {
        await hindi.close();
      }
    } finally {
      await publishContact(before);
    }
  });

  // That each page fits 360 px without scrolling sideways is checked in the one walk of every route
  // (accessibility.e2e-spec.ts).
});
