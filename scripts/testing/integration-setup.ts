import './packages-from-source';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type S3rver from 's3rver';
import { startEmbeddedS3 } from '../stack/embedded-s3';
import { runMigrations, type AfterMigrate } from '../../libs/src';
import { recreateDatabase, testInfrastructure } from '@seedcorp/testing';
import { SERVICES } from '@seedcorp/contracts/route-table';

declare global {
  var __TEST_S3__: { server: S3rver; directory: string } | undefined;
}

/**
 * Once per integration run: a template database with every service's migrations (and required data) applied
 * (each test file copies it) and an embedded S3 server on a free port.
 */
export default async function integrationSetup(): Promise<void> {
  const templateUrl = await recreateDatabase(testInfrastructure.templateDatabase);
  for (const service of SERVICES) {
    // `requiredData`: what a service publishes from seeds/ in every deployment (the content service's tables).
    const { database, requiredData } = (await import(`../../services/${service}/src/database`)) as {
      database: Parameters<typeof runMigrations>[0];
      requiredData?: AfterMigrate;
    };
    await runMigrations({ ...database, url: templateUrl, schema: service }, requiredData);
  }
  const directory = mkdtempSync(join(tmpdir(), 'seedcorp-s3-'));
  const { server, port } = await startEmbeddedS3(directory, 0);
  process.env.TEST_S3_ENDPOINT = `http://127.0.0.1:${port}`;
  globalThis.__TEST_S3__ = { server, directory };
}
