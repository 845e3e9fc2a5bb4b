import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';

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
