import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { readSeedFile, seedsDirectory } from '@seedcorp/libs';
import {
  checkPageContent,
  checkRows,
  notesProblem,
  SEEDED_CONTENT_DATE,
  type ContentTableDefinition,
  type PageContent,
  type TableContent,
} from '@seedcorp/contracts';
import { SETTINGS_SEED_FILE } from '../settings/settings-seed';

/** One table of `seeds/content/*.json`: its columns and its first published version. */
export type SeededTable = ContentTableDefinition & TableContent;

/** Every table of `seeds/content/`, files in name order and each file's tables in its own order. */
export function seededTables(): SeededTable[] {
  const files = readdirSync(join(seedsDirectory(), 'content'))
    .filter((name) => name.endsWith('.json') && name !== SETTINGS_SEED_FILE)
    .sort();
  return files.flatMap((name) => readSeedFile<SeededTable[]>(`content/${name}`));
}

/** The file of `seeds/content/pages/` that holds a page: its path with '/' as '-' ('/' itself is 'home'). */
const pageSeedFile = (path: string) => `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')}.json`;

/** Every page of `seeds/content/pages/`, in file name order. */
export function seededPages(): PageContent[] {
  const files = readdirSync(join(seedsDirectory(), 'content', 'pages'))
    .filter((name) => name.endsWith('.json'))
    .sort();
  return files.map((name) => {
    const page = readSeedFile<PageContent>(`content/pages/${name}`);
    if (pageSeedFile(page.path) !== name) throw new Error(`seeds/content/pages/${name} holds ${page.path}`);
    return page;
  });
}

/**
 * Publishes each seeded table that is not there yet as its version 1. A table already there keeps its rows,
 * drafts and versions (administrators own those) but takes the release's definition: page, caption, columns and
 * position are the site's code, not content. Running the step again changes nothing. A seed row that breaks its
 * own columns, or a note that is not one a save would take, stops the step rather than publishing it.
 */
export async function seedContentTables(dataSource: DataSource): Promise<string[]> {
  const tables = seededTables();
  let added = 0;
  await dataSource.transaction(async (manager) => {
    for (const [position, table] of tables.entries()) {
      const notes = notesProblem(table.notes);
      const problems = [
        ...checkRows(table.columns, table.rows).map((problem) => problem.message),
        ...(notes ? [notes] : []),
      ];
      if (problems.length > 0) throw new Error(`seeds/content: ${table.key}: ${problems.join(' ')}`);
      // xmax is 0 only on a row this statement inserted, so an updated definition is told from a new table.
      const [{ inserted }] = (await manager.query(
        `INSERT INTO content.tables (key, page, kind, caption_en, caption_hi, columns, position, last_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 1)
         ON CONFLICT (key) DO UPDATE SET page = EXCLUDED.page, caption_en = EXCLUDED.caption_en,
           caption_hi = EXCLUDED.caption_hi, columns = EXCLUDED.columns, position = EXCLUDED.position
         RETURNING (xmax = 0) AS inserted`,
        [
          table.key,
          table.page,
          table.kind,
          table.caption.en,
          table.caption.hi,
          JSON.stringify(table.columns),
          position,
        ],
      )) as [{ inserted: boolean }];
      if (!inserted) continue;
      await manager.query(
        `INSERT INTO content.table_versions (table_key, version, rows, notes, season, effective_from, published_at)
         VALUES ($1, 1, $2, $3, $4, $5, $6)`,
        [
          table.key,
          JSON.stringify(table.rows),
          JSON.stringify(table.notes),
          table.season ?? null,
          table.effectiveFrom ?? null,
          SEEDED_CONTENT_DATE,
        ],
      );
      added += 1;
    }
  });
  return [`content tables: ${added} published from seeds/content, ${tables.length - added} already there`];
}

/**
 * Publishes each seeded page that is not there yet as its version 1, after the tables its blocks name. A page
 * already there keeps its words, drafts and versions: administrators own those. A seed page that breaks the
 * block rules stops the step rather than publishing it.
 */
export async function seedContentPages(dataSource: DataSource): Promise<string[]> {
  const pages = seededPages();
  const tables = new Set(seededTables().map((table) => table.key));
  let added = 0;
  await dataSource.transaction(async (manager) => {
    for (const page of pages) {
      const problems = checkPageContent(page, tables);
      if (problems.length > 0) throw new Error(`seeds/content/pages: ${page.path}: ${problems.join(' ')}`);
      const inserted = (await manager.query(
        `INSERT INTO content.pages (path, last_version) VALUES ($1, 1) ON CONFLICT (path) DO NOTHING RETURNING path`,
        [page.path],
      )) as unknown[];
      if (inserted.length === 0) continue;
      await manager.query(
        `INSERT INTO content.page_versions (page_path, version, title, blocks, hindi_review, published_at)
         VALUES ($1, 1, $2, $3, $4, $5)`,
        [page.path, JSON.stringify(page.title), JSON.stringify(page.blocks), page.hindiReview, SEEDED_CONTENT_DATE],
      );
      added += 1;
    }
  });
  return [`content pages: ${added} published from seeds/content/pages, ${pages.length - added} already there`];
}
