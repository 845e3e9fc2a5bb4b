import { DataSource } from 'typeorm';
import {
  API,
  CONTENT_PLACEHOLDER,
  SETTINGS_MESSAGES,
  type AdminSiteSettings,
  type PageBlock,
  type SiteSettings,
} from '@seedcorp/contracts';
import { lastActivity, pollUntil, postWith } from '@seedcorp/testing';
import { contentHarness } from '../content-harness';
import { seededSettings } from './settings-seed';

const LOGO_KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';
const LOGO = {
  key: LOGO_KEY,
  url: `/media/${LOGO_KEY}/fallback.jpg`,
  srcset: `/media/${LOGO_KEY}/w320.webp 320w, /media/${LOGO_KEY}/w640.webp 640w`,
  width: 640,
  height: 640,
};

describe('site settings', () => {
  const content = contentHarness('content-settings', { onePersonPublishing: true });
  const { admin, visitor } = content;
  const publicSettings = async () => (await visitor(API.content.webGetSettings)).body;
  const adminSettings = async () => (await admin(API.content.getSettings)).body.data as AdminSiteSettings;
  /** The settings being edited now: the draft's, or the published ones. */
  const current = async () => {
    const view = await adminSettings();
    return { settings: (view.draft ?? view.published)?.settings as SiteSettings, baseVersion: view.currentVersion };
  };
  const save = (baseVersion: number, settings: SiteSettings, hindiReview = 'drafted') =>
    admin(API.content.saveSettingsDraft, { baseVersion, settings, hindiReview });
  /** Saves and publishes `change` of the current settings; returns the published version. */
  const publishChange = async (change: (settings: SiteSettings) => SiteSettings) => {
    const { settings, baseVersion } = await current();
    const saved = await save(baseVersion, change(settings));
    expect(saved.body.status).toBe(200);
    const published = await admin(API.content.publishSettings, { baseVersion: saved.body.data.version });
    expect(published.body.status).toBe(200);
    return published.body.data.version as number;
  };
  const stored = async () => ({
    document: await content.dataSource.query('SELECT last_version FROM content.site_settings'),
    versions: await content.dataSource.query('SELECT version FROM content.site_settings_versions ORDER BY version'),
    draft: await content.dataSource.query('SELECT version, settings FROM content.site_settings_drafts'),
  });

  it('publishes the seeded settings by the migration step and answers them to the public without a token', async () => {
    const seeded = seededSettings();
    const answer = await publicSettings();
    expect(answer).toEqual({
      status: 200,
      message: SETTINGS_MESSAGES.settingsFetched,
      data: {
        ...seeded.settings,
        version: 1,
        publishedAt: expect.any(String),
        hindiOutdated: [],
        siteUpdatedAt: expect.any(String),
      },
    });
    expect(answer.data).not.toHaveProperty('hindiReview');
    expect(answer.data.contact).toEqual({
      postalAddress: { en: CONTENT_PLACEHOLDER, hi: CONTENT_PLACEHOLDER },
      phone: CONTENT_PLACEHOLDER,
      email: CONTENT_PLACEHOLDER,
    });
    const [{ latest }] = (await content.dataSource.query(
      `SELECT greatest((SELECT max(published_at) FROM content.page_versions),
         (SELECT max(published_at) FROM content.table_versions),
         (SELECT max(published_at) FROM content.site_settings_versions)) AS latest`,
    )) as [{ latest: Date }];
    expect(answer.data.siteUpdatedAt).toBe(latest.toISOString());
    expect((await adminSettings()).published).toMatchObject({ version: 1, hindiReview: 'drafted' });
  });

  it('refuses every admin call without a token, and changes nothing', async () => {
    const before = await stored();
    const { settings } = await current();
    for (const [call, body] of [
      [API.content.getSettings, {}],
      [API.content.saveSettingsDraft, { baseVersion: 1, settings, hindiReview: 'drafted' }],
      [API.content.publishSettings, { baseVersion: 1 }],
      [API.content.restoreSettings, { baseVersion: 1, version: 1 }],
    ] as const) {
      expect({ call, status: (await visitor(call, body)).status }).toEqual({ call, status: 401 });
    }
    expect(await stored()).toEqual(before);
  });

  it('keeps a draft apart from the public until it is published, then reports the publication', async () => {
    const before = (await publicSettings()).data;
    const { settings, baseVersion } = await current();
    const changed: SiteSettings = {
      ...settings,
      contact: { ...settings.contact, phone: ' 0172 2700000 ' },
      logos: settings.logos.map((logo, index) => (index === 0 ? { ...logo, image: LOGO } : logo)),
    };
    const saved = await save(baseVersion, changed);
    expect(saved.body).toEqual({
      status: 200,
      message: SETTINGS_MESSAGES.draftSaved,
      data: { version: baseVersion + 1 },
    });
    expect(await lastActivity(content.redis, 1)).toEqual([
      'source content activityType Updated activityDetails Draft saved: Site settings',
    ]);
    expect((await publicSettings()).data).toEqual(before);
    const view = await adminSettings();
    expect(view.draft).toMatchObject({ version: baseVersion + 1, hindiReview: 'drafted', savedAt: expect.any(String) });
    expect(view.draft?.settings.contact.phone).toBe('0172 2700000');
    expect(view.currentVersion).toBe(baseVersion + 1);

    const published = await admin(API.content.publishSettings, { baseVersion: baseVersion + 1 });
    expect(published.body).toEqual({
      status: 200,
      message: SETTINGS_MESSAGES.published,
      data: { version: baseVersion + 1 },
    });
    expect(await lastActivity(content.redis, 1)).toEqual([
      'source content activityType Published activityDetails Published: Site settings',
    ]);
    const after = (await publicSettings()).data;
    expect(after).toMatchObject({ version: baseVersion + 1, contact: { phone: '0172 2700000' } });
    expect(after.logos[0].image).toEqual(LOGO);
    expect(after.siteUpdatedAt).toBe(after.publishedAt);
    expect(await adminSettings()).toMatchObject({
      draft: null,
      currentVersion: baseVersion + 1,
      versions: [{ version: baseVersion + 1 }, { version: 1 }],
    });
  });

  it('answers 409 to a change based on an older version, naming it, and keeps the saved draft', async () => {
    const { settings, baseVersion } = await current();
    const first = await save(baseVersion, { ...settings, tagline: { en: 'Saved first', hi: 'पहले सहेजा गया' } });
    expect(first.body.status).toBe(200);
    const draftBefore = (await stored()).draft;
    const stale = await save(baseVersion, { ...settings, tagline: { en: 'Saved second', hi: 'बाद में सहेजा गया' } });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ status: 409, message: SETTINGS_MESSAGES.staleVersion(baseVersion + 1) });
    for (const [call, body] of [
      [API.content.publishSettings, { baseVersion }],
      [API.content.restoreSettings, { baseVersion, version: 1 }],
    ] as const) {
      expect((await admin(call, body)).body).toEqual({
        status: 409,
        message: SETTINGS_MESSAGES.staleVersion(baseVersion + 1),
      });
    }
    expect((await stored()).draft).toEqual(draftBefore);
  });

  it('lets only one of two saves based on the same version through, whatever their timing', async () => {
    const { settings, baseVersion } = await current();
    // The settings' row is held while both saves start, so both have read the same version before either writes.
    const holder = content.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    try {
      await holder.query('SELECT key FROM content.site_settings FOR UPDATE');
      const answers = Promise.all(
        ['One', 'Two'].map((word) => save(baseVersion, { ...settings, tagline: { en: word, hi: 'एक' } })),
      );
      await pollUntil(
        async () =>
          (
            (await content.dataSource.query(
              `SELECT count(*)::int AS waiting FROM pg_stat_activity
               WHERE datname = current_database() AND wait_event_type = 'Lock'`,
            )) as [{ waiting: number }]
          )[0].waiting,
        (waiting) => waiting === 2,
        5000,
      );
      await holder.commitTransaction();
      expect((await answers).map((answer) => answer.status).sort()).toEqual([200, 409]);
    } finally {
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
    }
    const [{ version }] = (await stored()).draft as [{ version: number }];
    expect(version).toBe(baseVersion + 1);
  });

  it('refuses, whole, settings that break the rules, naming each field', async () => {
    const { settings, baseVersion } = await current();
    const before = await stored();
    const broken = {
      ...settings,
      name: { en: ' ', hi: 'नाम' },
      logos: [
        ...settings.logos,
        {
          id: settings.logos[0].id,
          image: { ...LOGO, url: 'https://elsewhere.example/logo.png' },
          alt: { en: 'Logo', hi: '' },
        },
      ],
      contact: { ...settings.contact, phone: '12', email: 'not-an-address' },
      copyrightYear: 17,
      portalLinks: [{ ...settings.portalLinks[0], href: 'javascript:alert(1)' }, ...settings.portalLinks.slice(1)],
      sidePanelLinks: ['/tenders', 'https://example.org/', '/tenders'],
    };
    const refused = await save(baseVersion, broken as SiteSettings);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      status: 400,
      message: SETTINGS_MESSAGES.refused,
      data: [
        { field: 'name', message: 'Corporation name: the English is required.' },
        { field: 'logos.2.id', message: 'Logo 3, id: has the id of another entry.' },
        { field: 'logos.2.image', message: 'Logo 3, picture: must be a picture stored by the media service.' },
        { field: 'contact.phone', message: 'Phone: must be a phone number.' },
        { field: 'contact.email', message: 'E-mail: must be an e-mail address.' },
        { field: 'copyrightYear', message: 'Copyright year: must be a year between 1900 and 2100.' },
        {
          field: `portalLinks.${settings.portalLinks[0].id}.href`,
          message: 'Portal link 1, address: must be an address starting with https:// or http://.',
        },
        { field: 'sidePanelLinks.1', message: 'Side panel link 2: must be a path of this site, starting with /.' },
        { field: 'sidePanelLinks.2', message: 'Side panel link 3: is already in the side panel.' },
      ],
    });
    expect(await stored()).toEqual(before);

    for (const [body, message] of [
      [{ settings, hindiReview: 'drafted' }, SETTINGS_MESSAGES.baseVersion],
      [{ baseVersion, hindiReview: 'drafted' }, SETTINGS_MESSAGES.settingsRequired],
      [{ baseVersion, settings, hindiReview: 'checked' }, SETTINGS_MESSAGES.hindiReview],
    ] as const) {
      expect((await admin(API.content.saveSettingsDraft, body)).body).toEqual({ status: 400, message });
    }
    expect(await stored()).toEqual(before);
  });

  it('marks a text whose English changed without its Hindi, until its Hindi is updated', async () => {
    await publishChange((settings) => ({
      ...settings,
      tagline: { en: 'Seed for every farmer', hi: 'हर किसान के लिए बीज' },
    }));
    await publishChange((settings) => ({
      ...settings,
      tagline: { ...settings.tagline, en: 'Good seed for every farmer' },
    }));
    expect((await publicSettings()).data.hindiOutdated).toEqual(['tagline']);
    expect((await adminSettings()).published?.hindiOutdated).toEqual(['tagline']);

    // A publish that leaves the tagline alone keeps it marked; a new Hindi clears the mark.
    await publishChange((settings) => ({ ...settings, copyrightYear: 2018 }));
    expect((await publicSettings()).data.hindiOutdated).toEqual(['tagline']);
    await publishChange((settings) => ({
      ...settings,
      tagline: { ...settings.tagline, hi: 'हर किसान के लिए अच्छा बीज' },
    }));
    expect((await publicSettings()).data.hindiOutdated).toEqual([]);
  });

  it('restores an earlier version as the draft, published only when the draft is', async () => {
    await publishChange((settings) => ({ ...settings, sidePanelLinks: ['/tenders'] }));
    const { baseVersion } = await current();
    const restored = await admin(API.content.restoreSettings, { baseVersion, version: 1 });
    expect(restored.body).toEqual({
      status: 200,
      message: SETTINGS_MESSAGES.restored,
      data: { version: baseVersion + 1 },
    });
    expect((await publicSettings()).data.sidePanelLinks).toEqual(['/tenders']);
    expect((await adminSettings()).draft).toMatchObject({ version: baseVersion + 1, restoredFrom: 1 });

    await admin(API.content.publishSettings, { baseVersion: baseVersion + 1 });
    expect((await publicSettings()).data).toMatchObject({
      version: baseVersion + 1,
      sidePanelLinks: seededSettings().settings.sidePanelLinks,
    });
    expect((await adminSettings()).published).toMatchObject({ restoredFrom: 1 });
    expect((await admin(API.content.restoreSettings, { baseVersion: baseVersion + 1, version: 99 })).body).toEqual({
      status: 404,
      message: SETTINGS_MESSAGES.versionNotFound,
    });
    expect((await admin(API.content.publishSettings, { baseVersion: baseVersion + 1 })).body).toEqual({
      status: 400,
      message: SETTINGS_MESSAGES.noDraft,
    });
  });

  it('dates the site by its latest publication, of a page or a table as much as of the settings', async () => {
    const [{ path }] = (await content.dataSource.query('SELECT path FROM content.pages ORDER BY path LIMIT 1')) as [
      { path: string },
    ];
    const page = (await admin(API.content.getPage, { path })).body.data;
    const blocks: PageBlock[] = page.published.blocks.map(
      ({ hindiOutdated: _mark, ...block }: PageBlock & { hindiOutdated?: true }) => block,
    );
    const saved = await admin(API.content.savePageDraft, {
      path,
      baseVersion: page.currentVersion,
      title: page.published.title,
      blocks,
      hindiReview: page.published.hindiReview,
    });
    await admin(API.content.publishPage, { path, baseVersion: saved.body.data.version });
    const publishedAt = (await admin(API.content.getPage, { path })).body.data.published.publishedAt as string;
    const answer = (await publicSettings()).data;
    expect(new Date(answer.publishedAt) < new Date(publishedAt)).toBe(true);
    expect(answer.siteUpdatedAt).toBe(publishedAt);
  });

  it('answers 404 to the public while the settings have never been published', async () => {
    const empty = await content.startAnother('content-settings-unpublished');
    try {
      await empty.app.get(DataSource).query('DELETE FROM content.site_settings_versions');
      expect((await postWith(empty.app, API.content.webGetSettings, null).send({})).body).toEqual({
        status: 404,
        message: SETTINGS_MESSAGES.notFound,
      });
      expect((await postWith(empty.app, API.content.getSettings, content.bearer()).send({})).body.data).toEqual({
        published: null,
        draft: null,
        versions: [],
        currentVersion: 0,
        workflow: { editors: [], submitted: null, approved: null, schedule: null, onePersonPublishing: false },
      });
    } finally {
      await empty.close();
    }
  });
});
