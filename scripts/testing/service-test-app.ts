import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DynamicModule, INestApplication } from '@nestjs/common';
import type { ClassConstructor } from 'class-transformer';
import { loadConfig, type ServiceConfig } from '@seedcorp/libs';
import {
  createTestApp,
  createTestDatabase,
  dropTestDatabase,
  generateTestKeyPair,
  testKeyPrefix,
  testServiceEnv,
} from '@seedcorp/libs/testing';
import type { ServiceName } from '../../gateway/nginx-config';

interface ServiceEntry {
  AppModule: { register(config: ServiceConfig, options: { redisKeyPrefix?: string }): DynamicModule };
  Config: ClassConstructor<ServiceConfig>;
}

async function load(service: ServiceName): Promise<ServiceEntry> {
  const [app, config] = await Promise.all([
    import(`../../services/${service}/src/app.module`),
    import(`../../services/${service}/src/config`),
  ]);
  const Config = Object.values(config).find((value) => typeof value === 'function') as ClassConstructor<ServiceConfig>;
  return { AppModule: app.AppModule, Config };
}

export interface ServiceTestApp {
  app: INestApplication;
  close(): Promise<void>;
}

/** One service's real AppModule, configured as in production, on a fresh database and a Redis prefix of its own. */
export async function createServiceTestApp(service: ServiceName): Promise<ServiceTestApp> {
  const keys = generateTestKeyPair();
  const database = await createTestDatabase();
  const { AppModule, Config } = await load(service);
  const config = loadConfig(
    Config,
    testServiceEnv(database.url, keys.publicKey, {
      JWT_PRIVATE_KEY: keys.privateKey,
      SMS_OUTBOX_FILE: join(tmpdir(), `seedcorp-${service}-${process.pid}.jsonl`),
    }),
  );
  const app = await createTestApp(AppModule.register(config, { redisKeyPrefix: testKeyPrefix(service) }));
  return {
    app,
    close: async () => {
      await app.close();
      await dropTestDatabase(database.name);
    },
  };
}
