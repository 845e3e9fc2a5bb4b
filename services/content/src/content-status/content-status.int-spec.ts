import request from 'supertest';
import {
  API,
  CONTENT_ADMIN_PATHS,
  CONTENT_COUNT_NAMES,
  CONTENT_PLACEHOLDER,
  CONTENT_STATUS_MESSAGES,
  INTERNAL_COUNTS_PATH,
  SITE_SETTINGS_KEY,
  type AdminSiteSettings,
  type LanguageState,
  type PageBlock,
  type PlaceholderEntry,
} from '@seedcorp/contracts';
import { postWith } from '@seedcorp/testing';
import { contentHarness } from '../content-harness';

const COLUMNS = [
  { key: 'crop', header: { en: 'Crop', hi: 'फ़सल' }, type: 'text', required: true },
  { key: 'rate', header: { en: 'Rate', hi: 'दर' }, type: 'rupees', required: true },
];

describe('content status: language states, placeholders and counts', () => {
  const content = contentHarness('content-status', { onePersonPublishing: true });
  const { admin } = content;
  let itemCount = 0;

  const languageStates = async () => (await admin(API.content.getLanguageStates)).body.data as LanguageState[];
  const placeholders = async () => (await admin(API.content.getPlaceholders)).body.data as PlaceholderEntry[];
  const counts = async () => {
    const answer = await request(content.app.getHttpServer()).get(INTERNAL_COUNTS_PATH);
    return Object.fromEntries((answer.body.data as { name: string; count: number }[]).map((c) => [c.name, c.count]));
  };

  /** A page of this test's own, published as version 1. */
  const createPage = async (blocks: PageBlock[]) => {
    itemCount += 1;
    const path = `/test/status-${itemCount}`;
    await content.dataSource.query('INSERT INTO content.pages (path, last_version) VALUES ($1, 1)', [path]);
    await content.dataSource.query(
      `INSERT INTO content.page_versions (page_path, version, title, blocks, hindi_review) VALUES ($1, 1, $2, $3, 'drafted')`,
      [path, JSON.stringify({ en: `Status page ${itemCount}`, hi: 'स्थिति पृष्ठ' }), JSON.stringify(blocks)],
    );
    return path;
  };
  const savePage = (path: string, baseVersion: number, blocks: PageBlock[]) =>
    admin(API.content.savePageDraft, {
      path,
      baseVersion,
      title: { en: 'Status page', hi: 'स्थिति पृष्ठ' },
      blocks,
      hindiReview: 'drafted',
    });
  /** A table of this test's own, published as version 1. */
  const createTable = async (rows: object[]) => {
    itemCount += 1;
    const key = `status-table-${itemCount}`;
    await content.dataSource.query(
      `INSERT INTO content.tables (key, page, kind, caption_en, caption_hi, columns, position, last_version)
       VALUES ($1, '/test/status', 'table', $2, 'स्थिति तालिका', $3, 1000, 1)`,
      [key, `Status table ${itemCount}`, JSON.stringify(COLUMNS)],
    );
    await content.dataSource.query(
      `INSERT INTO content.table_versions (table_key, version, rows, notes) VALUES ($1, 1, $2, '[]')`,
      [key, JSON.stringify(rows)],
    );
    return key;
  };

  it('refuses both lists without a token', async () => {
    for (const call of [API.content.getLanguageStates, API.content.getPlaceholders]) {
      expect({ call, status: (await postWith(content.app, call, null).send({})).status }).toEqual({
        call,
        status: 401,
      });
    }
  });

  it('lists the settings, every page and every table with the state of its Hindi and where it is edited', async () => {
    const answer = (await admin(API.content.getLanguageStates)).body;
    expect(answer.message).toBe(CONTENT_STATUS_MESSAGES.languageStatesFetched);
    const states = answer.data as LanguageState[];
    const [{ pages }] = await content.dataSource.query('SELECT count(*)::int AS pages FROM content.pages');
    const [{ tables }] = await content.dataSource.query('SELECT count(*)::int AS tables FROM content.tables');
    expect(states.filter((state) => state.kind === 'page')).toHaveLength(pages);
    expect(states.filter((state) => state.kind === 'table')).toHaveLength(tables);
    expect(states[0]).toEqual({
      kind: 'settings',
      key: SITE_SETTINGS_KEY,
      title: { en: 'Site settings', hi: 'साइट सेटिंग्स' },
      path: null,
      hindiReview: 'drafted',
      hindiOutdated: 0,
      hindiMissing: 0,
      unit: 'fields',
      publishedAt: expect.any(String),
      draftSavedAt: null,
      adminPath: CONTENT_ADMIN_PATHS.settings,
    });
    expect(states.find((state) => state.key === '/about-us')).toMatchObject({
      kind: 'page',
      title: { en: 'About Us' },
      path: '/about-us',
      unit: 'blocks',
      adminPath: '/dashboard/content/pages/about-us',
    });
    expect(states.find((state) => state.key === 'rabi-crop-rates')).toMatchObject({
      kind: 'table',
      path: '/marketing/rabi-seeds',
      hindiReview: 'drafted',
      hindiOutdated: 0,
      unit: 'cells',
      adminPath: '/dashboard/content/rabi-crop-rates',
    });
  });

  it('counts a page’s blocks whose Hindi is out of date or missing, and dates its draft', async () => {
    const blocks: PageBlock[] = [
      { id: 'heading', type: 'heading', text: { en: 'Rates', hi: 'दरें' } },
      { id: 'text', type: 'paragraph', text: { en: 'Sold at the counters.', hi: 'बिक्री केंद्रों पर बिकता है।' } },
      { id: 'new', type: 'paragraph', text: { en: 'Waits for its Hindi.', hi: '' } },
    ];
    const path = await createPage(blocks);
    const stateOf = async () => (await languageStates()).find((state) => state.key === path);
    expect(await stateOf()).toMatchObject({ hindiOutdated: 0, hindiMissing: 1, draftSavedAt: null });

    const englishOnly = blocks.map((block) =>
      block.id === 'heading' ? { ...block, text: { en: 'Sale rates', hi: 'दरें' } } : block,
    );
    const saved = await savePage(path, 1, englishOnly);
    expect(await stateOf()).toMatchObject({ hindiOutdated: 0, hindiMissing: 1, draftSavedAt: expect.any(String) });
    await admin(API.content.publishPage, { path, baseVersion: saved.body.data.version });
    expect(await stateOf()).toMatchObject({ hindiOutdated: 1, hindiMissing: 1, draftSavedAt: null });
  });

  it('counts a table’s text cells without Hindi and follows its review state', async () => {
    const key = await createTable([
      { crop: { en: 'Wheat', hi: 'गेहूँ' }, rate: 4075 },
      { crop: 'Gram', rate: 11000 },
      { crop: 'HC-7', rate: 11000 },
    ]);
    const stateOf = async () => (await languageStates()).find((state) => state.key === key);
    expect(await stateOf()).toMatchObject({ kind: 'table', hindiMissing: 1, hindiReview: 'drafted' });
    await admin(API.content.saveDraft, {
      key,
      baseVersion: 1,
      rows: [{ crop: { en: 'Gram', hi: 'चना' }, rate: 11000 }],
      notes: [],
      hindiReview: 'reviewed',
    });
    // The published rows are what visitors read; the draft's state is the one being worked on.
    expect(await stateOf()).toMatchObject({ hindiMissing: 1, hindiReview: 'reviewed' });
    await admin(API.content.publish, { key, baseVersion: 2 });
    expect(await stateOf()).toMatchObject({ hindiMissing: 0, hindiReview: 'reviewed' });
  });

  it('lists each placeholder of the pages, tables and settings with the screen where it is filled', async () => {
    const answer = (await admin(API.content.getPlaceholders)).body;
    expect(answer.message).toBe(CONTENT_STATUS_MESSAGES.placeholdersFetched);
    const entries = answer.data as PlaceholderEntry[];
    expect(entries.filter((entry) => entry.kind === 'settings')).toContainEqual({
      kind: 'settings',
      key: SITE_SETTINGS_KEY,
      title: { en: 'Site settings', hi: 'साइट सेटिंग्स' },
      in: ['published'],
      where: 'Phone',
      field: 'contact.phone',
      adminPath: '/dashboard/site-settings#settings-contact-phone',
    });
    // The contact record is the settings' alone: its placeholders are listed there, and under no page or table.
    expect(
      entries.filter((entry) => entry.field?.startsWith('contact.')).map((entry) => [entry.kind, entry.field]),
    ).toEqual([
      ['settings', 'contact.postalAddress'],
      ['settings', 'contact.phone'],
      ['settings', 'contact.email'],
    ]);
    expect(entries.filter((entry) => entry.key === '/contact-us' || entry.key === 'contact-details')).toEqual([]);
    expect(entries).toContainEqual({
      kind: 'table',
      key: 'tax-registration',
      title: { en: 'Income tax registration', hi: 'आयकर पंजीकरण' },
      in: ['published'],
      where: 'Row 1, Number',
      row: 1,
      column: 'number',
      adminPath: '/dashboard/content/tax-registration',
    });
    const pageEntry = entries.find((entry) => entry.kind === 'page');
    expect(pageEntry).toMatchObject({
      in: ['published'],
      blockId: expect.any(String),
      adminPath: expect.stringMatching(/^\/dashboard\/content\/pages\/.*#page-block-\d+$/),
    });
  });

  it('says whether the published version, the draft or both still hold a placeholder', async () => {
    const blocks: PageBlock[] = [
      {
        id: 'phone',
        type: 'paragraph',
        text: { en: ['Phone: ', { placeholder: true }], hi: ['फ़ोन: ', { placeholder: true }] },
      },
      {
        id: 'members',
        type: 'list',
        items: [
          { en: 'Chair', hi: 'अध्यक्ष' },
          { en: 'Member', hi: 'सदस्य' },
        ],
      },
    ];
    const path = await createPage(blocks);
    const filled: PageBlock[] = [
      { id: 'phone', type: 'paragraph', text: { en: 'Phone: 0172 2700000', hi: 'फ़ोन: 0172 2700000' } },
      {
        id: 'members',
        type: 'list',
        items: [
          { en: 'Chair', hi: 'अध्यक्ष' },
          { en: CONTENT_PLACEHOLDER, hi: CONTENT_PLACEHOLDER },
        ],
      },
    ];
    await savePage(path, 1, filled);
    const ofPage = (await placeholders()).filter((entry) => entry.key === path);
    expect(ofPage).toEqual([
      expect.objectContaining({
        blockId: 'phone',
        in: ['published'],
        where: 'Block "phone" (paragraph)',
        adminPath: `/dashboard/content/pages${path}#page-block-1`,
      }),
      expect.objectContaining({
        blockId: 'members',
        item: 2,
        in: ['draft'],
        where: 'Block "members" (list), item 2',
        adminPath: `/dashboard/content/pages${path}#page-block-2`,
      }),
    ]);

    const key = await createTable([{ crop: 'Wheat', rate: CONTENT_PLACEHOLDER }]);
    await admin(API.content.saveDraft, {
      key,
      baseVersion: 1,
      rows: [{ crop: 'Wheat', rate: CONTENT_PLACEHOLDER }],
      notes: [],
    });
    expect((await placeholders()).filter((entry) => entry.key === key)).toEqual([
      expect.objectContaining({ row: 1, column: 'rate', in: ['published', 'draft'], where: 'Row 1, Rate' }),
    ]);
  });

  it('answers the dashboard its counts, which follow a placeholder filled and a Hindi put out of date', async () => {
    const answer = await request(content.app.getHttpServer()).get(INTERNAL_COUNTS_PATH);
    expect(answer.body.status).toBe(200);
    expect(answer.body.data.map((entry: { name: string }) => entry.name)).toEqual([...CONTENT_COUNT_NAMES]);
    const before = await counts();
    const states = await languageStates();
    expect(before).toEqual({
      Tables: Number((await content.dataSource.query('SELECT count(*)::int AS n FROM content.tables'))[0].n),
      'Drafts awaiting publication': Number(
        (await content.dataSource.query('SELECT count(*)::int AS n FROM content.table_drafts'))[0].n,
      ),
      'Hindi out of date or missing': states.filter((state) => state.hindiOutdated + state.hindiMissing > 0).length,
      'Placeholders left': (await placeholders()).length,
    });
    expect(before['Placeholders left']).toBeGreaterThan(100);

    const settings = (await admin(API.content.getSettings)).body.data as AdminSiteSettings;
    const current = settings.draft ?? settings.published;
    const saved = await admin(API.content.saveSettingsDraft, {
      baseVersion: settings.currentVersion,
      hindiReview: 'drafted',
      settings: {
        ...current?.settings,
        contact: { ...current?.settings.contact, phone: '0172 2700000' },
        tagline: { ...current?.settings.tagline, en: 'A changed tagline' },
      },
    });
    await admin(API.content.publishSettings, { baseVersion: saved.body.data.version });
    const after = await counts();
    expect(after['Placeholders left']).toBe(before['Placeholders left'] - 1);
    expect(after['Hindi out of date or missing']).toBe(before['Hindi out of date or missing'] + 1);
    expect((await languageStates())[0]).toMatchObject({ kind: 'settings', hindiOutdated: 1 });
  });
});
