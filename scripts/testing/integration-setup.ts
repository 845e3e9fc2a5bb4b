import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type S3rver from 's3rver';
import { startEmbeddedS3 } from '../stack/embedded-s3';
import { runMigrations } from '../../libs/src';
import { recreateDatabase, testInfrastructure } from '../../libs/src/testing';
import { SERVICES } from '../../gateway/nginx-config';

declare global {
  var __TEST_S3__: { server: S3rver; directory: string } | undefined;
}

/**
 * Once per integration run: a template database with every service's migrations applied
 * (each test file copies it) and an embedded S3 server on a free port.
 */
export default async function integrationSetup(): Promise<void> {
  const templateUrl = await recreateDatabase(testInfrastructure.templateDatabase);
  for (const service of SERVICES) {
    const { database } = (await import(`../../services/${service}/src/database`)) as {
      database: Parameters<typeof runMigrations>[0];
    };
    await runMigrations({ ...database, url: templateUrl, schema: service });
  }
  const directory = mkdtempSync(join(tmpdir(), 'seedcorp-s3-'));
  const { server, port } = await startEmbeddedS3(directory, 0);
  process.env.TEST_S3_ENDPOINT = `http://127.0.0.1:${port}`;
  globalThis.__TEST_S3__ = { server, directory };
}
