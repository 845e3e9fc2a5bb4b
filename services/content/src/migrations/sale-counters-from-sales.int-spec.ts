import { dataSourceOptions } from '@seedcorp/libs';
import type { ContentColumn, PageBlock } from '@seedcorp/contracts';
import { openTestDataSource } from '@seedcorp/testing';
import { database, requiredData } from '../database';
import { SaleCountersFromSales1765500000000 } from './1765500000000-sale-counters-from-sales';

const PAGE = '/marketing/sale-counters';
const COLUMNS: ContentColumn[] = [
  { key: 'unit', header: { en: 'Regional Unit', hi: 'क्षेत्रीय इकाई' }, type: 'text', required: true },
  { key: 'name', header: { en: 'Counter Name', hi: 'केंद्र का नाम' }, type: 'text', required: true },
];
const TABLE_BLOCK: PageBlock = { id: 'sale-counters', type: 'table', table: 'sale-counters' };
/** A block of another table, on another page, that must stay. */
const OTHER_TABLE_BLOCK: PageBlock = { id: 'services', type: 'table', table: 'citizen-services' };

/**
 * A database as the release before this migration left it: the content schema migrated up to the migration before,
 * with the sale counters as a table (two published versions and a draft, submitted for approval and set to be
 * published), shown on /marketing/sale-counters by a table block in both published versions and in the draft of the
 * page's words, and a table block of another page's own table beside it.
 */
async function databaseBefore() {
  const opened = await openTestDataSource((url) => dataSourceOptions({ ...database, url, schema: 'content' }));
  const query = (sql: string, parameters: unknown[] = []) => opened.dataSource.query(sql, parameters);
  const executed = (await query('SELECT name FROM content.migrations ORDER BY id')) as { name: string }[];
  const after =
    executed.length -
    executed.findIndex((migration) => migration.name === new SaleCountersFromSales1765500000000().name);
  for (let undone = 0; undone < after; undone += 1) await opened.dataSource.undoLastMigration({ transaction: 'each' });

  await query(
    `INSERT INTO content.tables (key, page, kind, caption_en, caption_hi, columns, position, last_version)
     VALUES ('sale-counters', $1, 'table', 'Sale counters by regional unit', 'बिक्री केंद्र', $2, 0, 3)`,
    [PAGE, JSON.stringify(COLUMNS)],
  );
  for (const version of [1, 2]) {
    await query(`INSERT INTO content.table_versions (table_key, version, rows) VALUES ('sale-counters', $1, $2)`, [
      version,
      JSON.stringify([{ unit: 'Umri', name: `Counter ${version}` }]),
    ]);
    await query(
      `INSERT INTO content.publications (kind, document_key, version) VALUES ('table', 'sale-counters', $1)`,
      [version],
    );
  }
  await query(`INSERT INTO content.table_drafts (table_key, version, rows) VALUES ('sale-counters', 3, '[]')`);
  await query(
    `INSERT INTO content.draft_reviews (kind, document_key, draft_version, submitted_at, submitted_by)
     VALUES ('table', 'sale-counters', 3, now(), '{"id": "admin-1", "name": "Editor"}')`,
  );
  await query(
    `INSERT INTO content.publish_schedules (kind, document_key, draft_version, publish_at, scheduled_by)
     VALUES ('table', 'sale-counters', 3, now() + interval '1 day', '{"id": "admin-2", "name": "Publisher"}')`,
  );

  const [{ blocks, title }] = (await query(
    'SELECT blocks, title FROM content.page_versions WHERE page_path = $1 ORDER BY version DESC LIMIT 1',
    [PAGE],
  )) as { blocks: PageBlock[]; title: unknown }[];
  const shown = [TABLE_BLOCK, ...blocks];
  await query('UPDATE content.page_versions SET blocks = $2 WHERE page_path = $1', [PAGE, JSON.stringify(shown)]);
  await query(
    `INSERT INTO content.page_versions (page_path, version, title, blocks, hindi_review)
     SELECT page_path, version + 1, title, blocks, hindi_review FROM content.page_versions
     WHERE page_path = $1 ORDER BY version DESC LIMIT 1`,
    [PAGE],
  );
  await query(
    `INSERT INTO content.page_drafts (page_path, version, title, blocks, hindi_review)
     SELECT page_path, version + 1, title, $2, hindi_review FROM content.page_versions
     WHERE page_path = $1 ORDER BY version DESC LIMIT 1`,
    [PAGE, JSON.stringify([...shown, OTHER_TABLE_BLOCK])],
  );
  await query('UPDATE content.pages SET last_version = last_version + 2 WHERE path = $1', [PAGE]);
  return { ...opened, query, blocks, title };
}

const count = async (query: (sql: string) => Promise<{ n: string }[]>, sql: string) => Number((await query(sql))[0].n);

describe('the migration that retires the content table of sale counters', () => {
  it('removes the table with its versions, draft, review and schedule, and its block from every version and draft of the page', async () => {
    const db = await databaseBefore();
    try {
      await db.dataSource.runMigrations({ transaction: 'each' });

      const left = (sql: string) => count(db.query, sql);
      expect({
        tables: await left(`SELECT count(*) AS n FROM content.tables WHERE key = 'sale-counters'`),
        versions: await left(`SELECT count(*) AS n FROM content.table_versions WHERE table_key = 'sale-counters'`),
        drafts: await left(`SELECT count(*) AS n FROM content.table_drafts WHERE table_key = 'sale-counters'`),
        reviews: await left(`SELECT count(*) AS n FROM content.draft_reviews WHERE document_key = 'sale-counters'`),
        schedules: await left(
          `SELECT count(*) AS n FROM content.publish_schedules WHERE document_key = 'sale-counters'`,
        ),
      }).toEqual({ tables: 0, versions: 0, drafts: 0, reviews: 0, schedules: 0 });
      // What was published stays on record.
      expect(
        await left(
          `SELECT count(*) AS n FROM content.publications WHERE kind = 'table' AND document_key = 'sale-counters'`,
        ),
      ).toBe(2);

      const pages = (await db.query(
        `SELECT blocks FROM (
           SELECT blocks, version FROM content.page_versions WHERE page_path = $1
           UNION ALL SELECT blocks, version FROM content.page_drafts WHERE page_path = $1
         ) AS stored ORDER BY version`,
        [PAGE],
      )) as { blocks: PageBlock[] }[];
      // Both published versions and the draft keep every other block in its place, the other table's included.
      expect(pages.map(({ blocks }) => blocks)).toEqual([
        ...pages.slice(0, -1).map(() => db.blocks),
        [...db.blocks, OTHER_TABLE_BLOCK],
      ]);
      expect(pages.length).toBeGreaterThanOrEqual(3);
      // The migration step's seeding that follows does not publish the table again.
      await requiredData(db.dataSource);
      expect(await left(`SELECT count(*) AS n FROM content.tables WHERE key = 'sale-counters'`)).toBe(0);
    } finally {
      await db.close();
    }
  });
});
