import { join } from 'node:path';
import { exitDelayAfter } from '@seedcorp/testing';
import { ensureDatabase, ensureRedis, PrerequisiteError } from './prerequisites';

describe('the runner’s prerequisite checks', () => {
  it('says what to install when PostgreSQL cannot be reached', async () => {
    const failure = ensureDatabase('postgres://postgres@127.0.0.1:9/seedcorp');
    await expect(failure).rejects.toThrow(PrerequisiteError);
    await expect(failure).rejects.toThrow(
      /PostgreSQL is not reachable at 127\.0\.0\.1:9 .*apt-get install -y postgresql/,
    );
  });

  it('says what to install when Redis cannot be reached', async () => {
    const failure = ensureRedis('redis://127.0.0.1:9');
    await expect(failure).rejects.toThrow(PrerequisiteError);
    await expect(failure).rejects.toThrow(/Redis is not reachable .*apt-get install -y redis-server/);
  });

  it('lets the runner exit at once after finding Redis out of reach', async () => {
    const delay = await exitDelayAfter(`
      const { ensureRedis } = require(${JSON.stringify(join(__dirname, 'prerequisites'))});
      await ensureRedis('redis://127.0.0.1:9').catch(() => undefined);
    `);
    expect(delay).toBeLessThan(1000);
  });

  it('creates a missing database and accepts an existing one', async () => {
    const url = `postgres://postgres@127.0.0.1:5432/seedcorp_prereq_${Date.now().toString(36)}`;
    await ensureDatabase(url);
    await ensureDatabase(url);
    const { Client } = await import('pg');
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.end();
    const admin = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    await admin.query(`DROP DATABASE "${new URL(url).pathname.slice(1)}"`);
    await admin.end();
  });
});
