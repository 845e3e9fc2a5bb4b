import { loadConfigOrExit } from '../config/load-config';
import { MigrationConfig, StorageMigrationConfig } from '../config/migration-config';
import { storageSettingsOf } from '../config/storage-variables';
import { ObjectStorage } from '../storage/object-storage';
import { runMigrations, type AfterMigrate, type ServiceDatabase } from './database';

export interface MigrateOptions {
  /** The service keeps objects: the step also makes sure the bucket exists. */
  storage?: boolean;
  afterMigrate?: AfterMigrate;
}

/**
 * Entry point of a service's explicit migration step (runner, compose one-shot, Kubernetes Job):
 * applies the schema migrations and, for services that store objects, makes sure the bucket exists.
 */
export async function migrateMain(
  service: string,
  database: Omit<ServiceDatabase, 'url' | 'schema'>,
  options: MigrateOptions = {},
): Promise<void> {
  const config = options.storage ? loadConfigOrExit(StorageMigrationConfig) : loadConfigOrExit(MigrationConfig);
  try {
    const lines = await runMigrations({ ...database, url: config.DATABASE_URL, schema: service }, options.afterMigrate);
    for (const line of lines) process.stdout.write(`${service}: ${line}\n`);
    if (config instanceof StorageMigrationConfig) {
      await new ObjectStorage(storageSettingsOf(config)).ensureBucket();
      process.stdout.write(`${service}: bucket ${config.S3_BUCKET} ready\n`);
    }
  } catch (error) {
    process.stderr.write(`${service}: migration failed: ${(error as Error).message}\n`);
    process.exit(1);
  }
}
