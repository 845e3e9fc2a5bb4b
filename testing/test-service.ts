import type { DynamicModule, INestApplication } from '@nestjs/common';
import type { ClassConstructor } from 'class-transformer';
import { loadConfig, type ServiceConfig, ObjectStorage } from '@seedcorp/libs';
import { createTestApp, testKeyPrefix } from './test-app';
import { createTestDatabase, dropTestDatabase } from './test-database';
import { testServiceEnv } from './test-infrastructure';

export interface ServiceModule<C extends ServiceConfig> {
  register(config: C, options: { redisKeyPrefix?: string; logStream?: NodeJS.WritableStream }): DynamicModule;
}

export interface TestServiceOptions {
  /** Names the Redis key prefix of this test file. */
  name: string;
  publicKey: string;
  env?: Record<string, string>;
  /** Creates the service's bucket on the test S3 before the first test (services that store objects). */
  createBucket?: boolean;
  /** A prefix shared with another service of the same test, so that both see one activity stream. */
  redisKeyPrefix?: string;
  /** Where the service writes its log lines, for tests that read them. */
  logStream?: NodeJS.WritableStream;
  /** A second replica of this service: the same database and bucket, which its `close` leaves to the first. */
  replicaOf?: TestService<ServiceConfig>;
}

export interface TestService<C extends ServiceConfig> {
  /** The running app; `stop` and `start` replace it. */
  readonly app: INestApplication;
  readonly config: C;
  /** The fresh database of this test file, dropped by `close`. */
  databaseName: string;
  redisKeyPrefix: string;
  /** The variables it was first booted with. */
  env: Record<string, string>;
  /** Closes the app as a shutdown would; the database, bucket and Redis keys stay for `start`. */
  stop(): Promise<void>;
  /** Boots the service again on the same database, bucket and prefix; `env` is added to the first variables. */
  start(env?: Record<string, string>): Promise<INestApplication>;
  close(): Promise<void>;
}

/**
 * One integration test file's service: its real AppModule on a fresh database (copied from the migrated
 * template), a Redis key prefix and a bucket of its own, configured as in production.
 */
export async function startTestService<C extends ServiceConfig>(
  appModule: ServiceModule<C>,
  Config: ClassConstructor<C>,
  options: TestServiceOptions,
): Promise<TestService<C>> {
  const shared = options.replicaOf;
  const database = shared ? { name: shared.databaseName, url: shared.config.DATABASE_URL } : await createTestDatabase();
  const env = testServiceEnv(database.url, options.publicKey, {
    ...(shared ? { S3_BUCKET: shared.env.S3_BUCKET } : {}),
    ...options.env,
  });
  const redisKeyPrefix = options.redisKeyPrefix ?? testKeyPrefix(options.name);
  let running: { app: INestApplication; config: C } | undefined;

  const start = async (extraEnv: Record<string, string> = {}) => {
    const config = loadConfig(Config, { ...env, ...extraEnv });
    const app = await createTestApp(appModule.register(config, { redisKeyPrefix, logStream: options.logStream }));
    running = { app, config };
    return app;
  };
  const stop = async () => {
    await running?.app.close();
    running = undefined;
  };
  const current = () => {
    if (!running) throw new Error(`the ${options.name} test service is stopped`);
    return running;
  };

  const app = await start();
  if (options.createBucket) await app.get(ObjectStorage).ensureBucket();
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    databaseName: database.name,
    redisKeyPrefix,
    env,
    stop,
    start,
    async close() {
      await stop();
      if (!shared) await dropTestDatabase(database.name);
    },
  };
}
