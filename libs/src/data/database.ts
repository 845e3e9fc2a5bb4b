import { join } from 'node:path';
import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';
import { exportedClasses, filesUnder } from '../core/classes-by-file-name';

export interface ServiceDatabase {
  url: string;
  /** The Postgres schema this service owns; it never reads another service's schema. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
}

/**
 * The entities and migrations of the service whose source folder is `dir`: every `*.entity.ts` (or `*.entities.ts`) under it and every
 * `migrations/<timestamp>-<name>.ts`, so a new table is its entity and its migration and nothing lists them again.
 * TypeORM applies the migrations in the order of the timestamps their class names end with. Read once, when the
 * service's `database.ts` is loaded; built services read their `.js` files the same way.
 */
export function schemaOf(dir: string): Pick<ServiceDatabase, 'entities' | 'migrations'> {
  return {
    entities: exportedClasses(filesUnder(dir, /\.entit(?:y|ies)\.[jt]s$/)),
    migrations: exportedClasses(filesUnder(join(dir, 'migrations'), /^\d{13}-[\w-]+\.[jt]s$/)),
  };
}

/**
 * The longest a request waits for a database connection (a new one, or a free one of the pool): a database out of
 * reach answers 503 within the platform's one second rather than holding the request.
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 800;

export function dataSourceOptions(database: ServiceDatabase): DataSourceOptions {
  return {
    type: 'postgres',
    url: database.url,
    schema: database.schema,
    entities: database.entities,
    migrations: database.migrations,
    migrationsTableName: 'migrations',
    // Schema changes only ever come from migrations, run as an explicit step.
    synchronize: false,
    migrationsRun: false,
    extra: {
      max: 10,
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
      application_name: `seedcorp-${database.schema}`,
    },
  };
}

/** Data a service must have once its schema is current (e.g. the first admins); returns lines to print. */
export type AfterMigrate = (dataSource: DataSource) => Promise<string[]>;

/** Applies pending migrations of one service (the schema itself is created first), then `afterMigrate`. */
export async function runMigrations(database: ServiceDatabase, afterMigrate?: AfterMigrate): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(database));
  await dataSource.initialize();
  try {
    await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${database.schema}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    const lines = applied.length
      ? [`applied ${applied.map((migration) => migration.name).join(', ')}`]
      : ['schema up to date'];
    return afterMigrate ? [...lines, ...(await afterMigrate(dataSource))] : lines;
  } finally {
    await dataSource.destroy();
  }
}
