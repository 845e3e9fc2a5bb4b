import type { DataSource } from 'typeorm';
import { dataSourceOptions } from '@seedcorp/libs';
import {
  CONTENT_PLACEHOLDER,
  SITE_SETTINGS_KEY,
  tidySettings,
  type ContentColumn,
  type ContentRow,
  type PageBlock,
  type SiteSettings,
} from '@seedcorp/contracts';
import { openTestDataSource } from '@seedcorp/testing';
import { database, requiredData } from '../database';
import { ContactInSettings1765000000000 } from './1765000000000-contact-in-settings';
import { seededSettings } from '../settings/settings-seed';

/** The single-record table as the releases before kept it: its columns, and the page block that showed it. */
const COLUMNS: ContentColumn[] = [
  { key: 'postalAddress', header: { en: 'Postal address', hi: 'डाक पता' }, type: 'text', required: true },
  { key: 'phone', header: { en: 'Phone', hi: 'फ़ोन' }, type: 'phone', required: true },
  { key: 'email', header: { en: 'E-mail', hi: 'ई-मेल' }, type: 'email', required: true },
];
const TABLE_BLOCK: PageBlock = { id: 'contact-details', type: 'table', table: 'contact-details' };
const CONTACT_BLOCK: PageBlock = { id: 'contact-details', type: 'contact' };
const UNKNOWN: ContentRow = {
  postalAddress: CONTENT_PLACEHOLDER,
  phone: CONTENT_PLACEHOLDER,
  email: CONTENT_PLACEHOLDER,
};

interface SettingsRow {
  version: number;
  settings: SiteSettings;
  hindi_review: string;
  hindi_outdated: string[];
}

/**
 * A database as the release before this migration left it: the content schema migrated up to the migration before,
 * with the contact record in the table `contact-details` (its published versions in order, and a draft if given),
 * shown on /contact-us by a table block in the published words and in a draft of them.
 */
async function databaseBefore(versions: ContentRow[], draft?: ContentRow) {
  const opened = await openTestDataSource((url) => dataSourceOptions({ ...database, url, schema: 'content' }));
  const query = (sql: string, parameters: unknown[] = []) => opened.dataSource.query(sql, parameters);
  // Undone back to the release before it: the migrations after it first, then itself.
  const executed = (await opened.dataSource.query('SELECT name FROM content.migrations ORDER BY id')) as {
    name: string;
  }[];
  const after =
    executed.length - executed.findIndex((migration) => migration.name === new ContactInSettings1765000000000().name);
  for (let undone = 0; undone < after; undone += 1) await opened.dataSource.undoLastMigration({ transaction: 'each' });
  await query(
    `INSERT INTO content.tables (key, page, kind, caption_en, caption_hi, columns, single_row, position, last_version)
     VALUES ('contact-details', '/contact-us', 'table', 'Contact details', 'संपर्क विवरण', $1, true, 0, $2)`,
    [JSON.stringify(COLUMNS), versions.length + (draft ? 1 : 0)],
  );
  for (const [index, row] of versions.entries()) {
    await query(`INSERT INTO content.table_versions (table_key, version, rows) VALUES ('contact-details', $1, $2)`, [
      index + 1,
      JSON.stringify([row]),
    ]);
  }
  if (draft) {
    await query(`INSERT INTO content.table_drafts (table_key, version, rows) VALUES ('contact-details', $1, $2)`, [
      versions.length + 1,
      JSON.stringify([draft]),
    ]);
  }
  const [{ blocks, title }] = (await query(
    `SELECT blocks, title FROM content.page_versions WHERE page_path = '/contact-us' AND version = 1`,
  )) as { blocks: PageBlock[]; title: unknown }[];
  const old = blocks.map((block) => (block.type === 'contact' ? TABLE_BLOCK : block));
  await query(`UPDATE content.page_versions SET blocks = $1 WHERE page_path = '/contact-us'`, [JSON.stringify(old)]);
  await query(
    `INSERT INTO content.page_drafts (page_path, version, title, blocks, hindi_review)
     VALUES ('/contact-us', 2, $1, $2, 'drafted')`,
    [JSON.stringify(title), JSON.stringify(old)],
  );
  await query(`UPDATE content.pages SET last_version = 2 WHERE path = '/contact-us'`);
  return { ...opened, query };
}

async function settingsOf(dataSource: DataSource) {
  const versions = (await dataSource.query(
    `SELECT version, settings, hindi_review, hindi_outdated FROM content.site_settings_versions
     WHERE settings_key = $1 ORDER BY version`,
    [SITE_SETTINGS_KEY],
  )) as SettingsRow[];
  const [draft] = (await dataSource.query(
    'SELECT version, settings FROM content.site_settings_drafts WHERE settings_key = $1',
    [SITE_SETTINGS_KEY],
  )) as { version: number; settings: SiteSettings }[];
  const [{ last_version: last }] = (await dataSource.query(
    'SELECT last_version FROM content.site_settings WHERE key = $1',
    [SITE_SETTINGS_KEY],
  )) as { last_version: number }[];
  return { versions, draft, last };
}

/** Whatever is left of the table, its rows and the flag, once the migration has run. */
async function tableLeft(dataSource: DataSource) {
  const count = async (sql: string) => Number((await dataSource.query(sql))[0].n);
  return {
    tables: await count(`SELECT count(*) AS n FROM content.tables WHERE key = 'contact-details'`),
    versions: await count(`SELECT count(*) AS n FROM content.table_versions WHERE table_key = 'contact-details'`),
    drafts: await count(`SELECT count(*) AS n FROM content.table_drafts WHERE table_key = 'contact-details'`),
    flag: await count(
      `SELECT count(*) AS n FROM information_schema.columns
       WHERE table_schema = 'content' AND table_name = 'tables' AND column_name = 'single_row'`,
    ),
  };
}

const NOTHING_LEFT = { tables: 0, versions: 0, drafts: 0, flag: 0 };

describe('the migration that makes the site settings hold the one contact record', () => {
  it('carries each fact published in the table into the settings where they still hold the placeholder, and the draft too', async () => {
    const published: ContentRow = {
      postalAddress: { en: 'Head office, Sector 1', hi: 'मुख्य कार्यालय, सेक्टर 1' },
      phone: '0172 270 0000',
      email: 'sales@example.in',
    };
    const db = await databaseBefore([UNKNOWN, published], { ...published, phone: '0172 270 0009' });
    try {
      const { versions: seeded } = await settingsOf(db.dataSource);
      // An administrator had already given the settings an e-mail, and keeps a draft that renames the corporation.
      const filled: SiteSettings = {
        ...seeded[0].settings,
        contact: { ...seeded[0].settings.contact, email: 'office@example.in' },
      };
      await db.query(
        `INSERT INTO content.site_settings_versions (settings_key, version, settings, hindi_review)
         VALUES ($1, 2, $2, 'drafted')`,
        [SITE_SETTINGS_KEY, JSON.stringify(filled)],
      );
      const draft: SiteSettings = { ...filled, name: { en: 'Draft name', hi: 'मसौदा नाम' } };
      await db.query(
        `INSERT INTO content.site_settings_drafts (settings_key, version, settings, hindi_review)
         VALUES ($1, 3, $2, 'drafted')`,
        [SITE_SETTINGS_KEY, JSON.stringify(draft)],
      );
      await db.query('UPDATE content.site_settings SET last_version = 3 WHERE key = $1', [SITE_SETTINGS_KEY]);

      await db.dataSource.runMigrations({ transaction: 'each' });

      const carried = {
        postalAddress: { en: 'Head office, Sector 1', hi: 'मुख्य कार्यालय, सेक्टर 1' },
        phone: '0172 270 0000',
        email: 'office@example.in',
      };
      const after = await settingsOf(db.dataSource);
      expect(after.versions.map((version) => version.version)).toEqual([1, 2, 4]);
      expect(after.versions[2]).toEqual({
        version: 4,
        settings: { ...filled, contact: carried },
        hindi_review: 'drafted',
        hindi_outdated: [],
      });
      // The draft keeps its own change, takes the facts, and stays the newest, so publishing it keeps them.
      expect(after.draft).toEqual({ version: 5, settings: { ...draft, contact: carried } });
      expect(after.last).toBe(5);

      expect(await tableLeft(db.dataSource)).toEqual(NOTHING_LEFT);
      const pages = (await db.query(
        `SELECT blocks FROM content.page_versions WHERE page_path = '/contact-us'
         UNION ALL SELECT blocks FROM content.page_drafts WHERE page_path = '/contact-us'`,
      )) as { blocks: PageBlock[] }[];
      expect(pages.map(({ blocks }) => blocks[0])).toEqual([CONTACT_BLOCK, CONTACT_BLOCK]);
      expect(pages.every(({ blocks }) => !blocks.some((block) => block.type === 'table'))).toBe(true);
      // The migration step's seeding that follows takes the result as it is.
      expect(await requiredData(db.dataSource)).toContain(
        'site settings: already there, not taken from seeds/content/settings.json',
      );
    } finally {
      await db.close();
    }
  });

  it('leaves the settings as they are when the table holds only placeholders', async () => {
    const db = await databaseBefore([UNKNOWN]);
    try {
      const before = await settingsOf(db.dataSource);
      await db.dataSource.runMigrations({ transaction: 'each' });
      expect(await settingsOf(db.dataSource)).toEqual(before);
      expect(await tableLeft(db.dataSource)).toEqual(NOTHING_LEFT);
    } finally {
      await db.close();
    }
  });

  it('publishes the seeded settings with the facts when the settings were never published, the address without Hindi left to translate', async () => {
    const db = await databaseBefore([{ ...UNKNOWN, postalAddress: 'Head office, Sector 1', phone: '0172 270 0000' }]);
    try {
      await db.query('DELETE FROM content.site_settings_versions WHERE settings_key = $1', [SITE_SETTINGS_KEY]);
      await db.query('UPDATE content.site_settings SET last_version = 0 WHERE key = $1', [SITE_SETTINGS_KEY]);

      await db.dataSource.runMigrations({ transaction: 'each' });
      await requiredData(db.dataSource);

      const seed = seededSettings();
      const after = await settingsOf(db.dataSource);
      expect(after.versions).toEqual([
        {
          version: 1,
          settings: {
            ...tidySettings(seed.settings),
            contact: {
              postalAddress: { en: 'Head office, Sector 1', hi: '' },
              phone: '0172 270 0000',
              email: CONTENT_PLACEHOLDER,
            },
          },
          hindi_review: seed.hindiReview,
          hindi_outdated: [],
        },
      ]);
      expect(after.last).toBe(1);
      expect(await tableLeft(db.dataSource)).toEqual(NOTHING_LEFT);
    } finally {
      await db.close();
    }
  });
});
