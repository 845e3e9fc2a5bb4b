import { Client } from 'pg';
import { testInfrastructure } from '@seedcorp/testing';
import { E2E_DATABASE } from './e2e-env';

/**
 * One statement against the end-to-end stack's database: for what no call may do, such as letting time pass for
 * a stored deadline or tampering with a row as an intruder would.
 */
export async function e2eQuery<Row>(sql: string, parameters: unknown[] = []): Promise<Row[]> {
  const url = new URL(testInfrastructure.postgresUrl);
  url.pathname = `/${E2E_DATABASE}`;
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(sql, parameters)).rows as Row[];
  } finally {
    await client.end();
  }
}
