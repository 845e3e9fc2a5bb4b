import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { testInfrastructure } from './test-infrastructure';

async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: testInfrastructure.postgresUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function urlFor(database: string): string {
  const url = new URL(testInfrastructure.postgresUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh database for one test file, copied from the migrated template. */
export async function createTestDatabase(): Promise<{ name: string; url: string }> {
  const name = `seedcorp_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${testInfrastructure.templateDatabase}"`),
  );
  return { name, url: urlFor(name) };
}

export async function dropTestDatabase(name: string): Promise<void> {
  await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Re-creates `name` (dropping any leftover) and returns its URL. */
export async function recreateDatabase(name: string): Promise<string> {
  await withAdminClient(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  return urlFor(name);
}

/** A fresh database opened through TypeORM, for tests of code that takes a DataSource rather than a service. */
export async function openTestDataSource(
  optionsFor: (url: string) => DataSourceOptions,
): Promise<{ dataSource: DataSource; close(): Promise<void> }> {
  const database = await createTestDatabase();
  const dataSource = await new DataSource(optionsFor(database.url)).initialize();
  return {
    dataSource,
    async close() {
      await dataSource.destroy();
      await dropTestDatabase(database.name);
    },
  };
}
