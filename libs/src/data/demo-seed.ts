import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DataSource } from 'typeorm';
import type { ObjectStorage } from '../storage/object-storage';

/** What a service's demo seed works with: its own schema and, for storage services, its bucket. */
export interface DemoSeedContext {
  dataSource: DataSource;
  storage?: ObjectStorage;
}

/** Loads a service's demo records; must change nothing when run twice. Returns lines to print. */
export type DemoSeed = (context: DemoSeedContext) => Promise<string[]>;

/** Demo records go only into local and test stacks that ask for them, never into production. */
export function demoSeedWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DEMO_SEED === '1' && env.NODE_ENV !== 'production';
}

/** The top-level `seeds/` folder (override with SEEDS_DIR), found from the code's own location. */
export function seedsDirectory(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SEEDS_DIR) return resolve(env.SEEDS_DIR);
  let directory = __dirname;
  for (let level = 0; level < 6; level += 1) {
    const candidate = join(directory, 'seeds');
    if (existsSync(join(candidate, 'README.md'))) return candidate;
    directory = resolve(directory, '..');
  }
  throw new Error('seeds/ folder not found: set SEEDS_DIR');
}

/** A JSON file under `seeds/`, e.g. `readSeedFile('directories/offices.json')`. */
export function readSeedFile<T>(relativePath: string, env: NodeJS.ProcessEnv = process.env): T {
  return JSON.parse(readFileSync(join(seedsDirectory(env), relativePath), 'utf8')) as T;
}

/**
 * Inserts the rows whose natural key (`keyColumns`) is not in `table` yet; returns how many
 * were added. Rows already there are left as they are, so a second run adds nothing.
 */
export async function insertMissingRows(
  dataSource: DataSource,
  table: string,
  keyColumns: string[],
  rows: Record<string, unknown>[],
): Promise<number> {
  let added = 0;
  for (const row of rows) {
    const columns = Object.keys(row);
    const where = keyColumns.map((column, index) => `"${column}" IS NOT DISTINCT FROM $${index + 1}`).join(' AND ');
    const values = columns.map((column) => row[column]);
    const placeholders = columns.map((_column, index) => `$${index + 1 + keyColumns.length}`).join(', ');
    const inserted: unknown[] = await dataSource.query(
      `INSERT INTO ${table} (${columns.map((column) => `"${column}"`).join(', ')})
       SELECT ${placeholders} WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE ${where}) RETURNING 1`,
      [...keyColumns.map((column) => row[column]), ...values],
    );
    added += inserted.length;
  }
  return added;
}
