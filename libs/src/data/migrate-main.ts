import { loadConfigOrExit } from '../config/load-config';
import { MigrationConfig } from '../config/migration-config';
import { ObjectStorage } from '../storage/object-storage';
import { runMigrations, type AfterMigrate, type ServiceDatabase } from './database';

/**
 * Entry point of a service's explicit migration step (runner, compose one-shot, Kubernetes Job):
 * applies the schema migrations and, for services that store objects, makes sure the bucket exists.
 */
export async function migrateMain(
  service: string,
  database: Omit<ServiceDatabase, 'url' | 'schema'>,
  afterMigrate?: AfterMigrate,
): Promise<void> {
  const config = loadConfigOrExit(MigrationConfig);
  try {
    const lines = await runMigrations({ ...database, url: config.DATABASE_URL, schema: service }, afterMigrate);
    for (const line of lines) process.stdout.write(`${service}: ${line}\n`);
    if (config.S3_ENDPOINT && config.S3_ACCESS_KEY && config.S3_SECRET_KEY) {
      const storage = new ObjectStorage({
        endpoint: config.S3_ENDPOINT,
        accessKey: config.S3_ACCESS_KEY,
        secretKey: config.S3_SECRET_KEY,
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
      });
      await storage.ensureBucket();
      process.stdout.write(`${service}: bucket ${config.S3_BUCKET} ready\n`);
    }
  } catch (error) {
    process.stderr.write(`${service}: migration failed: ${(error as Error).message}\n`);
    process.exit(1);
  }
}
