import { randomBytes } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTestDatabase, recreateDatabase } from '@seedcorp/testing';
import { runMigrations, type ServiceDatabase } from './database';
import { pendingMigrations, waitForMigrations } from './wait-for-migrations';

class CreateHarvests1700000000000 implements MigrationInterface {
  name = 'CreateHarvests1700000000000';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE waiting.harvests (id serial PRIMARY KEY)');
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE waiting.harvests');
  }
}

class AddHarvestYear1700000000001 implements MigrationInterface {
  name = 'AddHarvestYear1700000000001';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE waiting.harvests ADD COLUMN year int');
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE waiting.harvests DROP COLUMN year');
  }
}

describe('waiting for the migrations step', () => {
  // An empty database of its own: the schema and its migrations table do not exist yet.
  const name = `seedcorp_test_wait_${randomBytes(4).toString('hex')}`;
  let database: ServiceDatabase;

  beforeAll(async () => {
    const url = await recreateDatabase(name);
    database = { url, schema: 'waiting', entities: [], migrations: [CreateHarvests1700000000000] };
  });

  afterAll(async () => {
    await dropTestDatabase(name);
  });

  it('holds a new build until its migrations are applied, and lets it start at once afterwards', async () => {
    expect(await pendingMigrations(database)).toEqual(['CreateHarvests1700000000000']);
    const reports: string[] = [];
    let started = false;
    const waiting = waitForMigrations(database, { pollMs: 50, report: (line) => reports.push(line) }).then(() => {
      started = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(started).toBe(false);
    expect(reports).toEqual(['waiting for the migrations step to apply CreateHarvests1700000000000']);

    await runMigrations(database);
    await waiting;
    expect(await pendingMigrations(database)).toEqual([]);

    // The next release brings one more migration: its pods wait for that one alone.
    const nextRelease = { ...database, migrations: [CreateHarvests1700000000000, AddHarvestYear1700000000001] };
    expect(await pendingMigrations(nextRelease)).toEqual(['AddHarvestYear1700000000001']);
  });
});
