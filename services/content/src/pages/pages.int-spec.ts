import { API, PAGE_MESSAGES, type PageBlock, type PageContent } from '@seedcorp/contracts';
import { lastActivity } from '@seedcorp/testing';
import { contentHarness } from '../content-harness';
import { seededPages } from '../seed/content-seed';

const BLOCKS: PageBlock[] = [
  { id: 'intro-heading', type: 'heading', text: { en: 'Who we are', hi: 'हम कौन हैं' } },
  {
    id: 'intro',
    type: 'paragraph',
    text: {
      en: [
        'The corporation sells ',
        { em: 'certified seed' },
        '. See ',
        { text: 'rates', href: '/marketing/rabi-seeds' },
      ],
      hi: ['निगम ', { em: 'प्रमाणित बीज' }, ' बेचता है। देखें ', { text: 'दरें', href: '/marketing/rabi-seeds' }],
    },
  },
  {
    id: 'steps',
    type: 'steps',
    items: [
      { en: 'Apply', hi: 'आवेदन करें' },
      { en: 'Pay', hi: 'भुगतान करें' },
    ],
  },
];

describe('content pages', () => {
  const content = contentHarness('content-pages', { onePersonPublishing: true });
  const { admin, visitor } = content;
  let pageCount = 0;

  /** A page of this test's own, published as version 1. */
  const createPage = async (blocks: PageBlock[] = BLOCKS) => {
    pageCount += 1;
    const path = `/test/page-${pageCount}`;
    await content.dataSource.query('INSERT INTO content.pages (path, last_version) VALUES ($1, 1)', [path]);
    await content.dataSource.query(
      `INSERT INTO content.page_versions (page_path, version, title, blocks, hindi_review) VALUES ($1, 1, $2, $3, 'drafted')`,
      [path, JSON.stringify({ en: `Test page ${pageCount}`, hi: 'परीक्षण पृष्ठ' }), JSON.stringify(blocks)],
    );
    return path;
  };
  const words = (blocks: PageBlock[]): Omit<PageContent, 'path'> => ({
    title: { en: 'Test page', hi: 'परीक्षण पृष्ठ' },
    blocks,
    hindiReview: 'drafted',
  });
  const publicPage = async (path: string) => (await visitor(API.content.webGetPage, { path })).body;
  const stored = async (path: string) => ({
    versions: await content.dataSource.query('SELECT version FROM content.page_versions WHERE page_path = $1', [path]),
    draft: await content.dataSource.query('SELECT version, blocks FROM content.page_drafts WHERE page_path = $1', [
      path,
    ]),
  });

  it('publishes every seeded page by the migration step', async () => {
    const seeded = seededPages();
    const [{ count }] = (await content.dataSource.query(
      'SELECT count(*)::int AS count FROM content.page_versions',
    )) as [{ count: number }];
    expect(count).toBeGreaterThanOrEqual(seeded.length);
    for (const page of seeded.slice(0, 3)) {
      expect((await publicPage(page.path)).data).toMatchObject({ path: page.path, title: page.title, version: 1 });
    }
  });

  it('answers the public the published page without a token, and 404 for an unknown page', async () => {
    const path = await createPage();
    expect(await publicPage(path)).toEqual({
      status: 200,
      message: PAGE_MESSAGES.pageFetched,
      data: {
        path,
        title: { en: expect.stringMatching(/^Test page/), hi: 'परीक्षण पृष्ठ' },
        blocks: BLOCKS,
        version: 1,
        publishedAt: expect.any(String),
      },
    });
    expect(await publicPage('/no/such/page')).toEqual({ status: 404, message: PAGE_MESSAGES.pageNotFound });
    expect((await visitor(API.content.webGetPage, {})).body).toEqual({
      status: 400,
      message: PAGE_MESSAGES.pathRequired,
    });
  });

  it('refuses every admin call without a token', async () => {
    const path = await createPage();
    for (const [call, body] of [
      [API.content.getPages, {}],
      [API.content.getPage, { path }],
      [API.content.savePageDraft, { path, baseVersion: 1, ...words(BLOCKS) }],
      [API.content.publishPage, { path, baseVersion: 1 }],
      [API.content.restorePage, { path, baseVersion: 1, version: 1 }],
    ] as const) {
      expect({ call, status: (await visitor(call, body)).status }).toEqual({ call, status: 401 });
    }
    expect(await stored(path)).toEqual({ versions: [{ version: 1 }], draft: [] });
  });

  it('keeps a draft apart from the public page until it is published, then names the page in the activity stream', async () => {
    const path = await createPage();
    const changed = BLOCKS.map((block) =>
      block.id === 'intro-heading' ? { ...block, text: { en: 'About us', hi: 'हमारे बारे में' } } : block,
    );
    const saved = await admin(API.content.savePageDraft, { path, baseVersion: 1, ...words(changed) });
    expect(saved.body).toEqual({ status: 200, message: PAGE_MESSAGES.draftSaved, data: { version: 2 } });
    expect((await publicPage(path)).data.blocks).toEqual(BLOCKS);

    const published = await admin(API.content.publishPage, { path, baseVersion: 2 });
    expect(published.body).toEqual({ status: 200, message: PAGE_MESSAGES.published, data: { version: 2 } });
    expect((await publicPage(path)).data).toMatchObject({ version: 2, blocks: changed });
    expect(await lastActivity(content.redis, 1)).toEqual([
      `source content activityType Published activityDetails Published: Test page (${path})`,
    ]);
    const adminView = (await admin(API.content.getPage, { path })).body.data;
    expect(adminView).toMatchObject({ draft: null, currentVersion: 2, versions: [{ version: 2 }, { version: 1 }] });
  });

  it('answers every page by the title it was last published under, a draft’s title unseen until it is published', async () => {
    const path = await createPage();
    const titleOf = async () =>
      ((await visitor(API.content.webGetPageTitles, undefined)).body.data as { path: string; title: object }[]).find(
        (entry) => entry.path === path,
      )?.title;
    expect(await titleOf()).toEqual({ en: `Test page ${pageCount}`, hi: 'परीक्षण पृष्ठ' });
    const renamed = { en: 'Renamed page', hi: 'नया नाम' };
    await admin(API.content.savePageDraft, { path, baseVersion: 1, ...words(BLOCKS), title: renamed });
    expect(await titleOf()).toEqual({ en: `Test page ${pageCount}`, hi: 'परीक्षण पृष्ठ' });
    await admin(API.content.publishPage, { path, baseVersion: 2 });
    expect(await titleOf()).toEqual(renamed);
    const all = (await visitor(API.content.webGetPageTitles, undefined)).body;
    expect(all).toMatchObject({ status: 200, message: PAGE_MESSAGES.titlesFetched });
    // Every seeded page is named, once.
    const paths = (all.data as { path: string }[]).map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const seeded of seededPages()) expect(paths).toContain(seeded.path);
  });

  it('marks a block whose English changed without its Hindi, until its Hindi is updated', async () => {
    const path = await createPage();
    const englishOnly = BLOCKS.map((block) =>
      block.id === 'intro-heading' ? { ...block, text: { en: 'Who we are today', hi: 'हम कौन हैं' } } : block,
    );
    await admin(API.content.savePageDraft, { path, baseVersion: 1, ...words(englishOnly) });
    await admin(API.content.publishPage, { path, baseVersion: 2 });
    const outdated = (await publicPage(path)).data.blocks as { id: string; hindiOutdated?: boolean }[];
    expect(outdated.map((block) => [block.id, block.hindiOutdated === true])).toEqual([
      ['intro-heading', true],
      ['intro', false],
      ['steps', false],
    ]);
    const summary = (await admin(API.content.getPages)).body.data.find((page: { path: string }) => page.path === path);
    expect(summary).toMatchObject({ hindiOutdated: 1, hindiReview: 'drafted', currentVersion: 2 });

    // Another publish that leaves that block alone keeps it marked; updating its Hindi clears the mark.
    await admin(API.content.savePageDraft, { path, baseVersion: 2, ...words(englishOnly) });
    await admin(API.content.publishPage, { path, baseVersion: 3 });
    expect((await publicPage(path)).data.blocks[0].hindiOutdated).toBe(true);
    const translated = englishOnly.map((block) =>
      block.id === 'intro-heading' ? { ...block, text: { en: 'Who we are today', hi: 'आज हम कौन हैं' } } : block,
    );
    await admin(API.content.savePageDraft, { path, baseVersion: 3, ...words(translated) });
    await admin(API.content.publishPage, { path, baseVersion: 4 });
    expect((await publicPage(path)).data.blocks).toEqual(translated);
  });

  it('refuses, whole, a save based on an older version and blocks that break the rules', async () => {
    const path = await createPage();
    await admin(API.content.savePageDraft, { path, baseVersion: 1, ...words(BLOCKS) });
    const stale = await admin(API.content.savePageDraft, { path, baseVersion: 1, ...words(BLOCKS) });
    expect(stale.body).toEqual({ status: 409, message: PAGE_MESSAGES.staleVersion(2) });

    const hostile = [
      { id: 'markup', type: 'paragraph', text: { en: [{ html: '<b>x</b>' }], hi: 'x' } },
      { id: 'link', type: 'links', items: [{ text: { en: 'Go', hi: 'जाएँ' }, href: 'javascript:alert(1)' }] },
      { id: 'table', type: 'table', table: 'no-such-table' },
      { id: 'markup', type: 'script', text: 'x' },
    ];
    const refused = await admin(API.content.savePageDraft, { path, baseVersion: 2, ...words(hostile as PageBlock[]) });
    expect(refused.body).toEqual({
      status: 400,
      message: PAGE_MESSAGES.contentRefused,
      data: [
        'Block 1 (English), piece 1: is not a text, emphasis, link or placeholder.',
        'Block 2, item 1: "javascript:alert(1)" is not a link.',
        'Block 3: there is no table "no-such-table".',
        'Block 4: "script" is not a kind of block.',
        'Block 4: another block has the id "markup".',
      ],
    });
    expect(await stored(path)).toEqual({ versions: [{ version: 1 }], draft: [{ version: 2, blocks: BLOCKS }] });
  });

  it('keeps text verbatim, markup and replacement patterns included', async () => {
    const path = await createPage();
    const text = "<script>alert(1)</script> $' $` $& </p> &amp; प्रमाणित बीज";
    const blocks: PageBlock[] = [{ id: 'verbatim', type: 'paragraph', text: { en: text, hi: text } }];
    await admin(API.content.savePageDraft, { path, baseVersion: 1, ...words(blocks) });
    await admin(API.content.publishPage, { path, baseVersion: 2 });
    expect((await publicPage(path)).data.blocks).toEqual(blocks);
  });

  it('restores an earlier version as the draft, published only when the draft is', async () => {
    const path = await createPage();
    const changed: PageBlock[] = [{ id: 'only', type: 'note', text: { en: 'Closed today', hi: 'आज बंद है' } }];
    await admin(API.content.savePageDraft, { path, baseVersion: 1, ...words(changed) });
    await admin(API.content.publishPage, { path, baseVersion: 2 });
    const restored = await admin(API.content.restorePage, { path, baseVersion: 2, version: 1 });
    expect(restored.body).toEqual({ status: 200, message: PAGE_MESSAGES.restored, data: { version: 3 } });
    expect((await publicPage(path)).data.blocks).toEqual(changed);
    await admin(API.content.publishPage, { path, baseVersion: 3 });
    expect((await publicPage(path)).data).toMatchObject({ version: 3, blocks: BLOCKS });
    expect((await admin(API.content.restorePage, { path, baseVersion: 3, version: 9 })).body).toEqual({
      status: 404,
      message: PAGE_MESSAGES.versionNotFound,
    });
  });
});
