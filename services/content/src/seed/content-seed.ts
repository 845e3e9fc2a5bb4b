import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import {
  checkRows,
  readSeedFile,
  seedsDirectory,
  type ContentTableDefinition,
  type TableContent,
} from '@seedcorp/libs';

/** One table of `seeds/content/*.json`: its columns and its first published version. */
export type SeededTable = ContentTableDefinition & TableContent;

/** Every table of `seeds/content/`, files in name order and each file's tables in its own order. */
export function seededTables(): SeededTable[] {
  const files = readdirSync(join(seedsDirectory(), 'content'))
    .filter((name) => name.endsWith('.json'))
    .sort();
  return files.flatMap((name) => readSeedFile<SeededTable[]>(`content/${name}`));
}

/**
 * Publishes each seeded table that is not there yet as its version 1; a table already there (edited or not) is
 * left as it is, so running the migration step again changes nothing. A seed row that breaks its own columns
 * stops the step rather than publishing it.
 */
export async function seedContentTables(dataSource: DataSource): Promise<string[]> {
  const tables = seededTables();
  let added = 0;
  await dataSource.transaction(async (manager) => {
    for (const [position, table] of tables.entries()) {
      const problems = checkRows(table.columns, table.rows);
      if (problems.length > 0) {
        throw new Error(`seeds/content: ${table.key}: ${problems.map((problem) => problem.message).join(' ')}`);
      }
      const inserted: unknown[] = await manager.query(
        `INSERT INTO content.tables (key, page, kind, caption_en, caption_hi, columns, position, last_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 1) ON CONFLICT (key) DO NOTHING RETURNING key`,
        [
          table.key,
          table.page,
          table.kind,
          table.caption.en,
          table.caption.hi,
          JSON.stringify(table.columns),
          position,
        ],
      );
      if (inserted.length === 0) continue;
      await manager.query(
        `INSERT INTO content.table_versions (table_key, version, rows, notes, season, effective_from)
         VALUES ($1, 1, $2, $3, $4, $5)`,
        [
          table.key,
          JSON.stringify(table.rows),
          JSON.stringify(table.notes),
          table.season ?? null,
          table.effectiveFrom ?? null,
        ],
      );
      added += 1;
    }
  });
  return [`content tables: ${added} published from seeds/content, ${tables.length - added} already there`];
}
