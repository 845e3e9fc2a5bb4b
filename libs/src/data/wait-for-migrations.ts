import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { loadConfigOrExit } from '../config/load-config';
import { MigrationConfig } from '../config/migration-config';
import { dataSourceOptions, type ServiceDatabase } from './database';

/** What PostgreSQL answers while the schema or its migrations table is still to be made: nothing is applied yet. */
const NOT_MADE_YET = new Set(['3F000', '42P01']);

/** The migrations this build of a service has that its schema has not recorded as applied. */
export async function pendingMigrations(database: ServiceDatabase): Promise<string[]> {
  // No entities: the check reads one table and must not touch the database (e.g. install extensions) itself.
  const dataSource = new DataSource(dataSourceOptions({ ...database, entities: [] }));
  await dataSource.initialize();
  try {
    const known = dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name);
    let applied: string[] = [];
    try {
      const rows = (await dataSource.query(`SELECT name FROM "${database.schema}"."migrations"`)) as { name: string }[];
      applied = rows.map((row) => row.name);
    } catch (error) {
      if (!NOT_MADE_YET.has((error as { code?: string }).code ?? '')) throw error;
    }
    return known.filter((name) => !applied.includes(name));
  } finally {
    await dataSource.destroy();
  }
}

/**
 * Resolves once every migration of `database` is applied, checking every `pollMs`; `report` hears each change of
 * what it waits for (the database, or which migrations).
 */
export async function waitForMigrations(
  database: ServiceDatabase,
  options: { pollMs: number; report: (line: string) => void },
): Promise<void> {
  let last = '';
  for (;;) {
    let waitingFor: string;
    try {
      const pending = await pendingMigrations(database);
      if (pending.length === 0) return;
      waitingFor = `waiting for the migrations step to apply ${pending.join(', ')}`;
    } catch (error) {
      waitingFor = `waiting for the database: ${(error as Error).message}`;
    }
    if (waitingFor !== last) options.report(waitingFor);
    last = waitingFor;
    await sleep(options.pollMs);
  }
}

/**
 * Entry point of a service's `wait-for-migrations` (a Kubernetes init container): a new release's pods start
 * serving only once the migrations step of that release has applied their schema. Applies nothing itself, so
 * replicas never race to migrate; it waits as long as it takes, and the rollout's own deadline reports a step
 * that never ran.
 */
export async function waitForMigrationsMain(
  service: string,
  database: Omit<ServiceDatabase, 'url' | 'schema'>,
): Promise<void> {
  const config = loadConfigOrExit(MigrationConfig);
  await waitForMigrations(
    { ...database, url: config.DATABASE_URL, schema: service },
    { pollMs: 2000, report: (line) => process.stdout.write(`${service}: ${line}\n`) },
  );
  process.stdout.write(`${service}: schema up to date\n`);
}
