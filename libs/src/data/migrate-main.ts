import { loadConfigOrExit } from '../config/load-config';
import { MigrationConfig, StorageMigrationConfig } from '../config/migration-config';
import { storageSettingsOf } from '../config/storage-variables';
import { ObjectStorage } from '../storage/object-storage';
import { runMigrations, type AfterMigrate, type ServiceDatabase } from './database';
import { demoSeedWanted, type DemoSeed } from './demo-seed';

export interface MigrateOptions {
  /** The service keeps objects: the step also makes sure the bucket exists. */
  storage?: boolean;
  afterMigrate?: AfterMigrate;
  /** Demo records, loaded only when DEMO_SEED=1 outside production (the local runner sets it). */
  demoSeed?: DemoSeed;
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
    const storage = config instanceof StorageMigrationConfig ? new ObjectStorage(storageSettingsOf(config)) : undefined;
    if (storage) {
      await storage.ensureBucket();
      process.stdout.write(`${service}: bucket ${(config as StorageMigrationConfig).S3_BUCKET} ready\n`);
    }
    const demoSeed = options.demoSeed && demoSeedWanted() ? options.demoSeed : undefined;
    const afterMigrate: AfterMigrate | undefined =
      options.afterMigrate || demoSeed
        ? async (dataSource) => [
            ...((await options.afterMigrate?.(dataSource)) ?? []),
            ...((await demoSeed?.({ dataSource, storage })) ?? []),
          ]
        : undefined;
    const lines = await runMigrations({ ...database, url: config.DATABASE_URL, schema: service }, afterMigrate);
    for (const line of lines) process.stdout.write(`${service}: ${line}\n`);
  } catch (error) {
    process.stderr.write(`${service}: migration failed: ${(error as Error).message}\n`);
    process.exit(1);
  }
}
