import type { Browser, Page } from 'playwright-core';
import { API, PAGE_MESSAGES, type AdminPage, type PageBlock, type PublicPage } from '@seedcorp/contracts';
import { pollUntil } from '@seedcorp/testing/poll-until';
import { PAGE_EDITOR_TEXTS } from '../admin-web/src/content/page-editor';
import { SYNTAX_PROBLEMS } from '../admin-web/src/features/site-content/rich-text-syntax';
import { SITE_CONTENT_TEXTS } from '../admin-web/src/content/site-content';
import { postJson, publishedAlone } from './admin-session';
import {
  axeViolations,
  isFocused,
  publishAloneThroughUi,
  seeToast,
  signInThroughUi,
  storedToken,
  storeToken,
} from './admin-ui';
import { launchChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ADMINS } from './e2e-env';

jest.setTimeout(180000);

const LIST = PAGE_EDITOR_TEXTS.list;
const EDITOR = PAGE_EDITOR_TEXTS.editor;
const BLOCKS = EDITOR.blocks;
const PATH = '/about-us';
const TITLE = 'About Us';
/** The seeded paragraph this file rewrites. */
const PARAGRAPH = 'history-text-1';
const RUN = Date.now().toString(36);
const ENGLISH = `The corporation was set up in *1974* to bring certified seed to the state's farmers (${RUN}).`;
const HINDI = `निगम की स्थापना *1974* में हुई, ताकि किसानों को प्रमाणित बीज मिले (${RUN})।`;
const ITEMS = [
  { en: `Seed sale counters in every district (${RUN})`, hi: `हर ज़िले में बीज बिक्री केंद्र (${RUN})` },
  { en: `A seed testing laboratory (${RUN})`, hi: `एक बीज परीक्षण प्रयोगशाला (${RUN})` },
];

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

async function call<T>(path: string, body: object, token?: string): Promise<Envelope<T>> {
  return (await (await postJson(path, body, token)).json()) as Envelope<T>;
}

/** A field's accessible name: its block and field, then the language its visible label shows. */
const fieldName = (block: number, field: string, language: 'en' | 'hi') =>
  `${BLOCKS.fieldPrefix(block, field)}${EDITOR.languages[language].mark}${EDITOR.languages[language].name}`;

describe('the page editor of Manage Site Content in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let original: AdminPage;
  /** The rewritten paragraph's place on the page, and the new list block's once added (from 1). */
  let paragraph: number;
  let added: number;

  const adminPage = async () => (await call<AdminPage>(API.content.getPage, { path: PATH }, token)).data;
  const button = (name: string, on: Page = page) => on.getByRole('button', { name, exact: true });
  const field = (name: string, on: Page = page) => on.getByLabel(name, { exact: true });
  const editorUrl = `${baseUrl()}/dashboard/content/pages/about-us`;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughUi(page, E2E_ADMINS.pageEditor);
    token = (await storedToken(page)) as string;
    original = await adminPage();
    const blocks = (original.draft ?? original.published)?.blocks ?? [];
    paragraph = blocks.findIndex((block) => block.id === PARAGRAPH) + 1;
    added = blocks.length + 1;
    expect(paragraph).toBeGreaterThan(0);
  });

  afterAll(async () => {
    // The page goes back to its words as found, English and Hindi together, so nothing is left marked out of date.
    const words = original?.published;
    if (words) {
      const now = await adminPage();
      const saved = await call<{ version: number }>(
        API.content.savePageDraft,
        {
          path: PATH,
          baseVersion: now.currentVersion,
          title: words.title,
          blocks: words.blocks.map(({ hindiOutdated: _outdated, ...block }) => block),
          hindiReview: words.hindiReview,
        },
        token,
      );
      await call(API.content.publishPage, publishedAlone({ path: PATH, baseVersion: saved.data.version }), token);
    }
    await browser?.close();
  });

  it('finds About Us by filtering the pages and opens its words from the keyboard, with no axe violation', async () => {
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: SITE_CONTENT_TEXTS.title })
      .click();
    await page.getByRole('heading', { level: 1, name: SITE_CONTENT_TEXTS.title }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Marketing' }).waitFor();
    await field(LIST.filter).focus();
    await page.keyboard.type(TITLE);
    await page.getByText(/^1 of \d+ pages shown\.$/).waitFor();
    const entry = page.getByRole('region', { name: `${TITLE} ${SITE_CONTENT_TEXTS.pageHeading(PATH)}`, exact: true });
    await entry.getByText(LIST.review[original.published?.hindiReview ?? 'drafted'], { exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Top-level pages' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: 'Marketing' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('link', { name: LIST.editWordsLabel(TITLE) }))).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: TITLE, exact: true }).waitFor();
    expect(page.url()).toBe(editorUrl);
    await page.getByText(EDITOR.help.summary).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('changes a paragraph in English and Hindi, adds a list block and moves it and its items, all from the keyboard', async () => {
    const english = field(fieldName(paragraph, BLOCKS.text, 'en'));
    const hindi = field(fieldName(paragraph, BLOCKS.text, 'hi'));
    await english.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(ENGLISH);
    await page.keyboard.press('Tab');
    expect(await isFocused(hindi)).toBe(true);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(HINDI);
    expect(await english.inputValue()).toBe(ENGLISH);
    expect(await hindi.inputValue()).toBe(HINDI);
    expect(await hindi.getAttribute('lang')).toBe('hi');

    // A list, at the end: the type chosen with the arrow keys, the block added with Enter.
    const type = field(EDITOR.add.type);
    await type.focus();
    await page.keyboard.press('ArrowDown');
    expect(await type.inputValue()).toBe('list');
    await page.keyboard.press('Tab');
    expect(await isFocused(field(EDITOR.add.place))).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: BLOCKS.added(added, 'list') })
      .waitFor();
    expect(await isFocused(field(fieldName(added, BLOCKS.item(1), 'en')))).toBe(true);
    await page.keyboard.type(ITEMS[1].en);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ITEMS[1].hi);

    await button(BLOCKS.addItemLabel(added)).focus();
    await page.keyboard.press('Enter');
    expect(await isFocused(field(fieldName(added, BLOCKS.item(2), 'en')))).toBe(true);
    await page.keyboard.type(ITEMS[0].en);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ITEMS[0].hi);
    await button(BLOCKS.itemMoveUpLabel(added, 2)).focus();
    await page.keyboard.press('Enter');
    // Now first, its Up button is disabled: focus is on its Down button.
    expect(await isFocused(button(BLOCKS.itemMoveDownLabel(added, 1)))).toBe(true);
    expect(await field(fieldName(added, BLOCKS.item(1), 'en')).inputValue()).toBe(ITEMS[0].en);

    await button(BLOCKS.moveUpLabel(added)).focus();
    await page.keyboard.press('Enter');
    added -= 1;
    expect(await isFocused(button(BLOCKS.moveUpLabel(added)))).toBe(true);
    await page
      .getByRole('status')
      .filter({ hasText: BLOCKS.moved(added + 1, added) })
      .waitFor();
    expect(await field(fieldName(added, BLOCKS.item(2), 'hi')).inputValue()).toBe(ITEMS[1].hi);
    await page.getByText(EDITOR.state.unsaved).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('names a mark left open beside its field, and lists it with a link to the field when a save is tried', async () => {
    const item = field(fieldName(added, BLOCKS.item(1), 'en'));
    await item.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' *');
    await page.keyboard.press('Tab');
    const problem = SYNTAX_PROBLEMS.emphasisOpen('*');
    expect(await item.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`[id="${await item.getAttribute('aria-describedby')}"]`).textContent()).toBe(problem);
    const before = (await adminPage()).currentVersion;

    await button(EDITOR.actions.save).focus();
    await page.keyboard.press('Enter');
    await seeToast(page, PAGE_MESSAGES.contentRefused);
    const listed = page.locator('.page-problems');
    await listed.getByRole('heading', { name: EDITOR.problems.heading(1) }).waitFor();
    await listed.getByRole('link', { name: `Block ${added}, item 1 (English): ${problem}` }).focus();
    await page.keyboard.press('Enter');
    expect(await isFocused(item)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect((await adminPage()).currentVersion).toBe(before);

    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    expect(await item.inputValue()).toBe(ITEMS[0].en);
    expect(await item.getAttribute('aria-invalid')).toBeNull();
    await listed.waitFor({ state: 'detached' });
  });

  it('lists the problems a refused save names (the envelope’s data) next to the form, keeping the edits', async () => {
    const refusal = [`Block ${added}, item 2 (Hindi): is too long.`, 'Title: the English is empty.'];
    await page.route('**/api/content/savePageDraft', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ status: 400, message: PAGE_MESSAGES.contentRefused, data: refusal }),
      }),
    );
    try {
      await button(EDITOR.actions.save).focus();
      await page.keyboard.press('Enter');
      await seeToast(page, PAGE_MESSAGES.contentRefused);
      const listed = page.locator('.page-problems');
      await listed.getByRole('heading', { name: EDITOR.problems.heading(2) }).waitFor();
      expect(await listed.getByRole('listitem').allTextContents()).toEqual(refusal);
      expect(await field(fieldName(added, BLOCKS.item(2), 'hi')).inputValue()).toBe(ITEMS[1].hi);
    } finally {
      await page.unroute('**/api/content/savePageDraft');
    }
  });

  it('saves the draft, with the marks as formatting and the blocks in their new order', async () => {
    await button(EDITOR.actions.save).focus();
    await page.keyboard.press('Enter');
    await seeToast(page, PAGE_MESSAGES.draftSaved);
    const draft = (await adminPage()).draft;
    expect(draft).not.toBeNull();
    const blocks = draft?.blocks as PageBlock[];
    expect(blocks[paragraph - 1]).toEqual({
      id: PARAGRAPH,
      type: 'paragraph',
      text: {
        en: [
          'The corporation was set up in ',
          { em: '1974' },
          ` to bring certified seed to the state's farmers (${RUN}).`,
        ],
        hi: ['निगम की स्थापना ', { em: '1974' }, ` में हुई, ताकि किसानों को प्रमाणित बीज मिले (${RUN})।`],
      },
    });
    expect(blocks[added - 1]).toMatchObject({ type: 'list', items: ITEMS });
    expect(blocks).toHaveLength((original.published?.blocks.length ?? 0) + 1);
    await page.getByText(new RegExp(`^Draft: version ${draft?.version}, saved `)).waitFor();
  });

  it('previews the draft as the public page will read, in English and in Hindi', async () => {
    await button(EDITOR.actions.preview).focus();
    await page.keyboard.press('Enter');
    const preview = page.getByRole('dialog', { name: EDITOR.preview.title(PATH) });
    await preview.getByText(EDITOR.preview.notice).waitFor();
    const text = preview.locator('p', { hasText: `to bring certified seed to the state's farmers (${RUN})` });
    await text.waitFor();
    expect(await text.locator('em').textContent()).toBe('1974');
    expect(await preview.locator('ul li', { hasText: RUN }).allTextContents()).toEqual(ITEMS.map((item) => item.en));
    expect(await axeViolations(page)).toEqual([]);

    await preview.getByLabel(EDITOR.preview.language).selectOption('hi');
    await preview.locator('p', { hasText: `ताकि किसानों को प्रमाणित बीज मिले (${RUN})` }).waitFor();
    expect(await preview.locator('ul li', { hasText: RUN }).allTextContents()).toEqual(ITEMS.map((item) => item.hi));
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
  });

  it('refuses a second tab’s save based on an older version with the service’s message, keeping its edits', async () => {
    const second = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await second.goto(`${baseUrl()}/login`);
      await storeToken(second, token);
      await second.goto(editorUrl);
      await second.getByRole('heading', { level: 1, name: TITLE, exact: true }).waitFor();
      const otherEnglish = field(fieldName(paragraph, BLOCKS.text, 'en'), second);
      await otherEnglish.waitFor();

      // The first tab saves again (the Hindi now reviewed), so the second tab's version is older.
      const review = field(EDITOR.review.label);
      await review.focus();
      await page.keyboard.press(original.published?.hindiReview === 'reviewed' ? 'ArrowUp' : 'ArrowDown');
      await button(EDITOR.actions.save).focus();
      await page.keyboard.press('Enter');
      await seeToast(page, PAGE_MESSAGES.draftSaved);
      const current = (await adminPage()).currentVersion;

      const late = `A later wording from the second tab (${RUN}).`;
      await otherEnglish.focus();
      await second.keyboard.press('Control+A');
      await second.keyboard.type(late);
      await button(EDITOR.actions.save, second).focus();
      await second.keyboard.press('Enter');
      const stale = PAGE_MESSAGES.staleVersion(current);
      await second.locator('.stale-notice').getByText(stale).waitFor();
      await seeToast(second, stale);
      expect(await otherEnglish.inputValue()).toBe(late);
      expect(await second.getByText(EDITOR.state.unsaved).count()).toBe(1);
      expect(await axeViolations(second)).toEqual([]);
      const draft = (await adminPage()).draft;
      expect(JSON.stringify(draft?.blocks)).not.toContain(late);
      expect(draft?.version).toBe(current);
    } finally {
      await second.close();
    }
  });

  it('publishes the draft: the public read of the page has the new words', async () => {
    await publishAloneThroughUi(page);
    await seeToast(page, PAGE_MESSAGES.published);
    const published = await pollUntil(
      async () => (await call<PublicPage>(API.content.webGetPage, { path: PATH })).data,
      (words) => JSON.stringify(words.blocks).includes(RUN),
    );
    expect(published.blocks.find((block) => block.id === PARAGRAPH)).toMatchObject({
      text: { en: ['The corporation was set up in ', { em: '1974' }, expect.stringContaining(RUN)] },
    });
    expect(published.blocks[added - 1]).toMatchObject({ type: 'list', items: ITEMS });
    await page.getByText(EDITOR.state.noDraft).waitFor();
    expect(
      await page.getByRole('button', { name: SITE_CONTENT_TEXTS.versions.restoreLabel(published.version) }).count(),
    ).toBe(1);
  });
});
