import type { DynamicModule, INestApplication } from '@nestjs/common';
import type { ClassConstructor } from 'class-transformer';
import { loadConfig } from '../config/load-config';
import type { ServiceConfig } from '../config/service-config';
import { createTestApp, testKeyPrefix } from './test-app';
import { createTestDatabase, dropTestDatabase } from './test-database';
import { testServiceEnv } from './test-infrastructure';

export interface ServiceModule<C extends ServiceConfig> {
  register(config: C, options: { redisKeyPrefix?: string }): DynamicModule;
}

export interface TestService<C extends ServiceConfig> {
  app: INestApplication;
  config: C;
  /** The fresh database of this test file, dropped by `close`. */
  databaseName: string;
  close(): Promise<void>;
}

/**
 * One integration test file's service: its real AppModule on a fresh database (copied from the migrated
 * template), a Redis key prefix and a bucket of its own, configured as in production.
 */
export async function startTestService<C extends ServiceConfig>(
  appModule: ServiceModule<C>,
  Config: ClassConstructor<C>,
  options: { name: string; publicKey: string; env?: Record<string, string> },
): Promise<TestService<C>> {
  const database = await createTestDatabase();
  const config = loadConfig(Config, testServiceEnv(database.url, options.publicKey, options.env));
  const app = await createTestApp(appModule.register(config, { redisKeyPrefix: testKeyPrefix(options.name) }));
  return {
    app,
    config,
    databaseName: database.name,
    async close() {
      await app.close();
      await dropTestDatabase(database.name);
    },
  };
}
