import request from 'supertest';
import {
  API,
  PUBLIC_ANSWER_CACHE_CONTROL,
  SEARCH_MESSAGES,
  type AdminSiteSettings,
  type PageBlock,
  type SearchIndexPage,
} from '@seedcorp/contracts';
import { contentHarness } from '../content-harness';

const BLOCKS: PageBlock[] = [
  { id: 'heading', type: 'heading', text: { en: 'Wheat seed on sale', hi: 'गेहूं के बीज की बिक्री' } },
  {
    id: 'intro',
    type: 'paragraph',
    text: { en: 'Certified wheat seed is sold at every counter.', hi: 'प्रमाणित गेहूं बीज हर बिक्री केंद्र पर मिलता है।' },
  },
  { id: 'rates', type: 'table', table: 'rabi-crop-rates' },
];

describe('the site search index', () => {
  const content = contentHarness('content-search', { onePersonPublishing: true });
  const { admin } = content;
  const read = (etag?: string) => {
    const call = request(content.app.getHttpServer()).get(API.content.webSearchIndex);
    return etag ? call.set('If-None-Match', etag) : call;
  };
  const entry = async (path: string) =>
    ((await read()).body.data as SearchIndexPage[]).find((page) => page.path === path);

  /** A page of this test's own, published through the admin calls as its version 2. */
  const publish = async (path: string, blocks: PageBlock[], baseVersion: number) => {
    const words = { title: { en: 'Wheat sale', hi: 'गेहूं बिक्री' }, blocks, hindiReview: 'drafted' };
    const saved = await admin(API.content.savePageDraft, { path, baseVersion, ...words });
    expect(saved.body.status).toBe(200);
    const published = await admin(API.content.publishPage, { path, baseVersion: saved.body.data.version });
    expect(published.body.status).toBe(200);
    return published.body.data.version as number;
  };

  it('answers visitors the seeded pages and tables in English and Hindi, with the public caching headers and an ETag, and no other address', async () => {
    const answer = await read();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 200, message: SEARCH_MESSAGES.indexFetched });
    expect(answer.headers['cache-control']).toBe(PUBLIC_ANSWER_CACHE_CONTROL);
    expect(answer.headers.etag).toMatch(/^"[\w-]+"$/);
    const pages = answer.body.data as SearchIndexPage[];
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    const about = pages.find((page) => page.path === '/about-us');
    expect(about?.title).toEqual({ en: 'About Us', hi: 'हमारे बारे में' });
    expect(about?.text.hi).toContain('प्रमाणित बीज');
    // A crop's varieties table, on a page with no words of its own.
    const wheat = pages.find((page) => page.path === '/products/field-crops/rabi-crops/wheat');
    expect(wheat?.text.en.split('\n')).toContain('C-306 (Desi)');
    expect(wheat?.text.hi.split('\n')).toContain('बीज दर (किलो प्रति एकड़)');
    expect((await request(content.app.getHttpServer()).get(`${API.content.webSearchIndex}?page=1`)).body).toEqual({
      status: 400,
      message: SEARCH_MESSAGES.noParameters,
    });
    for (const page of pages) {
      for (const text of [page.text.en, page.text.hi]) {
        const lines = text.split('\n');
        expect(new Set(lines).size).toBe(lines.length);
        expect(lines).not.toContain('To be confirmed by the corporation');
      }
    }
  });

  it('holds a published Hindi paragraph, and the English of a block whose Hindi is outdated', async () => {
    const path = '/test/search-wheat';
    await content.dataSource.query('INSERT INTO content.pages (path, last_version) VALUES ($1, 0)', [path]);
    expect(await entry(path)).toBeUndefined();
    const before = (await read()).headers.etag as string;

    const first = await publish(path, BLOCKS, 0);
    const published = await entry(path);
    expect(published?.title).toEqual({ en: 'Wheat sale', hi: 'गेहूं बिक्री' });
    expect(published?.text.hi.split('\n')).toEqual(
      expect.arrayContaining(['गेहूं के बीज की बिक्री', 'प्रमाणित गेहूं बीज हर बिक्री केंद्र पर मिलता है।', 'बिक्री दरें']),
    );
    expect(published?.text.en.split('\n')).toContain('Certified wheat seed is sold at every counter.');
    expect((await read()).headers.etag).not.toBe(before);

    // The English changes and the Hindi does not: Hindi readers are shown, and find, the English.
    const changed = BLOCKS.map((block): PageBlock =>
      block.id === 'intro' && block.type === 'paragraph'
        ? { ...block, text: { en: 'Certified wheat seed is sold at the head office only.', hi: block.text.hi } }
        : block,
    );
    await publish(path, changed, first);
    const outdated = await entry(path);
    expect(outdated?.text.hi.split('\n')).toContain('Certified wheat seed is sold at the head office only.');
    expect(outdated?.text.hi).not.toContain('हर बिक्री केंद्र पर मिलता है');
    expect(outdated?.text.hi.split('\n')).toContain('गेहूं के बीज की बिक्री');
  });

  it('finds /contact-us by the contact record of the settings, as soon as the settings are published', async () => {
    expect((await entry('/contact-us'))?.text.en).not.toContain('0172 270 0000');
    const etag = (await read()).headers.etag as string;
    const current = (await admin(API.content.getSettings, {})).body.data as AdminSiteSettings;
    const { settings, hindiReview } = current.published!;
    const contact = {
      postalAddress: { en: 'Head office, Sector 1', hi: 'मुख्य कार्यालय, सेक्टर 1' },
      phone: '0172 270 0000',
      email: 'contact@example.in',
    };
    const saved = await admin(API.content.saveSettingsDraft, {
      baseVersion: current.currentVersion,
      settings: { ...settings, contact },
      hindiReview,
    });
    await admin(API.content.publishSettings, { baseVersion: saved.body.data.version });
    expect((await read(etag)).status).toBe(200);
    const found = await entry('/contact-us');
    expect(found?.text.en.split('\n')).toEqual(
      expect.arrayContaining(['Head office, Sector 1', '0172 270 0000', 'contact@example.in']),
    );
    expect(found?.text.hi.split('\n')).toContain('मुख्य कार्यालय, सेक्टर 1');
  });

  it('answers 304 while the index is unchanged, and the new index once a page is published', async () => {
    const first = await read();
    const etag = first.headers.etag as string;
    const unchanged = await read(etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    // A cache that compressed the answer holds the tag as weak.
    expect((await read(`W/${etag}`)).status).toBe(304);

    const path = '/test/search-tender';
    await content.dataSource.query('INSERT INTO content.pages (path, last_version) VALUES ($1, 0)', [path]);
    await publish(path, [{ id: 'tender', type: 'paragraph', text: { en: 'Tender notice', hi: 'निविदा सूचना' } }], 0);
    const changed = await read(etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const pages = changed.body.data as SearchIndexPage[];
    expect(pages.find((page) => page.path === path)?.text.hi).toBe('निविदा सूचना');
  });
});
