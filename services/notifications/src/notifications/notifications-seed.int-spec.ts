import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { ObjectStorage } from '@seedcorp/libs';
import { createTestDatabase, dropTestDatabase, testInfrastructure } from '@seedcorp/testing';
import { checkPdf } from './pdf-check';

const ROOT = join(__dirname, '..', '..', '..', '..');
const run = promisify(execFile);

describe('the migration step with the demo seed', () => {
  let database: { name: string; url: string };
  const bucket = `test-seed-${Date.now().toString(36)}`;
  const storage = () =>
    new ObjectStorage({
      endpoint: testInfrastructure.s3Endpoint,
      accessKey: testInfrastructure.s3AccessKey,
      secretKey: testInfrastructure.s3SecretKey,
      bucket,
      region: 'us-east-1',
    });

  /** `node services/notifications/dist/migrate.js`, run from the sources. */
  const migrate = (env: Record<string, string>) =>
    run(
      join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['--tsconfig', join(ROOT, 'tsconfig.json'), join(ROOT, 'services/notifications/src/migrate.ts')],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: database.url,
          S3_ENDPOINT: testInfrastructure.s3Endpoint,
          S3_ACCESS_KEY: testInfrastructure.s3AccessKey,
          S3_SECRET_KEY: testInfrastructure.s3SecretKey,
          S3_BUCKET: bucket,
          ...env,
        },
      },
    );

  async function snapshot(): Promise<{ rows: Record<string, unknown>[]; objects: string[] }> {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        'SELECT id, title, location, submission_date::text, document_key, document_bytes, created_at FROM notifications.notifications ORDER BY id',
      );
      return { rows, objects: (await storage().list('notifications/')).sort() };
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await dropTestDatabase(database.name);
  });

  it('loads no demo records in production or without DEMO_SEED', async () => {
    await migrate({ DEMO_SEED: '1', NODE_ENV: 'production' });
    await migrate({});
    expect((await snapshot()).rows).toEqual([]);
  });

  it('loads the demo documents once: a second run leaves the same rows and objects', async () => {
    const first = await migrate({ DEMO_SEED: '1' });
    expect(first.stdout).toMatch(/notifications: demo seed: \d+ notifications added/);
    const loaded = await snapshot();
    const locations = new Set(loaded.rows.map((row) => row.location));
    for (const location of ['Home Page', 'Tender', 'Archived Tender', 'Service Rules', 'Forms', 'Manuals']) {
      expect(locations).toContain(location);
    }
    expect(loaded.objects).toEqual(loaded.rows.map((row) => row.document_key).sort());
    for (const row of loaded.rows) expect(row.title).toMatch(/sample/i);

    const second = await migrate({ DEMO_SEED: '1' });
    expect(second.stdout).toContain('notifications: demo seed: 0 notifications added');
    expect(await snapshot()).toEqual(loaded);

    const sample = await storage().getBuffer(loaded.rows[0].document_key as string);
    expect(await checkPdf(sample)).toBe('pdf');
    expect(sample.length).toBe(loaded.rows[0].document_bytes);
  });
});
