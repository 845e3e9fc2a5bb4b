import type { Browser, Page } from 'playwright-core';
import {
  API,
  CONTENT_ADMIN_PATHS,
  SETTINGS_MESSAGES,
  SETTINGS_PICTURE_LOCATION,
  type AdminSiteSettings,
  type ImageItem,
  type SiteSettings,
} from '@seedcorp/contracts';
import { pollUntil } from '@seedcorp/testing/poll-until';
import { PAGE_EDITOR_TEXTS } from '../admin-web/src/content/page-editor';
import { SITE_SETTINGS_TEXTS } from '../admin-web/src/content/site-settings';
import { uploadImage } from './admin-records';
import { postJson, publishedAlone } from './admin-session';
import { axeViolations, isFocused, publishAloneThroughUi, seeToast, signInThroughUi, storedToken } from './admin-ui';
import { launchChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ADMINS } from './e2e-env';
import { publicList } from './public-reads';

jest.setTimeout(180000);

const BLOCKS = PAGE_EDITOR_TEXTS.editor.blocks;
const TEXTS = SITE_SETTINGS_TEXTS;

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

const served = async (path: string) => (await fetch(`${baseUrl()}${path}`)).text();
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
const headerOf = (html: string) => /<header[\s\S]*<\/header>/.exec(html)?.[0] ?? '';

describe('the contact record and the logos of the site settings in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let before: SiteSettings;
  const uploaded: string[] = [];

  const call = async <T>(path: string, body?: object) => {
    const answer = (await (await postJson(path, body, token)).json()) as Envelope<T>;
    expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    return answer.data;
  };

  /** Saves the draft and publishes it from the settings screen, as an administrator does. */
  async function saveAndPublish(): Promise<void> {
    await page.getByRole('button', { name: TEXTS.actions.save, exact: true }).click();
    await seeToast(page, SETTINGS_MESSAGES.draftSaved);
    await publishAloneThroughUi(page);
    await seeToast(page, SETTINGS_MESSAGES.published);
  }

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughUi(page, E2E_ADMINS.siteSettings);
    token = (await storedToken(page)) as string;
    before = (await call<AdminSiteSettings>(API.content.getSettings)).published!.settings;
  });

  afterAll(async () => {
    if (before) {
      const current = await call<AdminSiteSettings>(API.content.getSettings);
      const saved = await call<{ version: number }>(API.content.saveSettingsDraft, {
        baseVersion: current.currentVersion,
        settings: before,
        hindiReview: current.published!.hindiReview,
      });
      await call(API.content.publishSettings, publishedAlone({ baseVersion: saved.version }));
    }
    for (const key of uploaded) await call(API.files.deleteImage, { key });
    await browser?.close();
  });

  it('shows the contact block of /contact-us as a reference with nothing to type, leading to the contact record of the settings', async () => {
    await page.goto(`${baseUrl()}${CONTENT_ADMIN_PATHS.page('/contact-us')}`);
    await page.getByRole('heading', { level: 1, name: 'Contact Us', exact: true }).waitFor();
    const block = page.getByRole('group', { name: BLOCKS.legend(1, 'contact'), exact: true });
    await block.getByText(BLOCKS.contact.about, { exact: true }).waitFor();
    expect(await block.locator('input, textarea, select').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await block.getByRole('link', { name: BLOCKS.contact.edit, exact: true }).click();
    await page.waitForURL(`${baseUrl()}${CONTENT_ADMIN_PATHS.settingsSection('contact')}`);
    const heading = page.getByRole('heading', { level: 2, name: TEXTS.sections.contact, exact: true });
    await pollUntil(() => isFocused(heading), Boolean);
  });

  it('changes the phone in the settings, and /contact-us shows the new number within 2 s', async () => {
    await page.goto(`${baseUrl()}${CONTENT_ADMIN_PATHS.settingsSection('contact')}`);
    const phone = page.locator('#settings-contact-phone');
    await phone.fill('0172 270 0002');
    await saveAndPublish();
    const html = await pollUntil(
      () => served('/contact-us'),
      (text) => mainOf(text).includes('href="tel:01722700002"'),
    );
    expect(mainOf(html)).toContain('>0172 270 0002</a>');
  });

  it('offers only the pictures uploaded for the settings as a logo, and a chosen logo shows in the header but neither in the gallery nor in the carousel', async () => {
    const logo = await uploadImage(token, SETTINGS_PICTURE_LOCATION, '#0d47a1');
    const photo = await uploadImage(token, 'Photo Gallery', '#ff6f00');
    const slide = await uploadImage(token, 'Home Corousel', '#4a148c');
    uploaded.push(logo, photo, slide);

    await page.goto(`${baseUrl()}${CONTENT_ADMIN_PATHS.settings}`);
    const field = TEXTS.fields.logoPicture(1);
    await page.getByRole('button', { name: TEXTS.picture.chooseLabel(TEXTS.picture.choose, field) }).click();
    const dialog = page.getByRole('dialog', { name: TEXTS.picture.dialogTitle(field) });
    const offered = dialog.locator('.picture-choices img');
    await offered.first().waitFor();
    const sources = await offered.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    expect(sources.some((src) => src.startsWith(`/media/${logo}/`))).toBe(true);
    expect(sources.filter((src) => src.startsWith(`/media/${photo}/`) || src.startsWith(`/media/${slide}/`))).toEqual(
      [],
    );
    const places = await dialog.locator('.picture-choices p').allTextContents();
    expect(places.filter((place) => !place.startsWith(TEXTS.picture.location(SETTINGS_PICTURE_LOCATION)))).toEqual([]);
    // The newest picture comes first.
    await dialog.getByRole('button', { name: TEXTS.picture.selectLabel(SETTINGS_PICTURE_LOCATION, 1) }).click();
    await saveAndPublish();

    await pollUntil(
      () => served('/'),
      (html) => headerOf(html).includes(`/media/${logo}/`),
    );
    const home = await served('/');
    expect(mainOf(home)).toContain(`/media/${slide}/`);
    expect(mainOf(home)).not.toContain(`/media/${logo}/`);
    const gallery = await publicList<ImageItem>(API.files.webGetImages, { location: 'Photo Gallery' }, (items) =>
      items.some((item) => item.key === photo),
    );
    expect(gallery.map((item) => item.key)).not.toContain(logo);
    const carousel = await publicList<ImageItem>(API.files.webGetImages, { location: 'Home Corousel' }, (items) =>
      items.some((item) => item.key === slide),
    );
    expect(carousel.map((item) => item.key)).not.toContain(logo);
    expect(mainOf(await served('/photo-gallery'))).not.toContain(`/media/${logo}/`);
  });
});
