import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DynamicModule, INestApplication } from '@nestjs/common';
import type { ClassConstructor } from 'class-transformer';
import request from 'supertest';
import { loadConfig, ServiceConfig } from '@seedcorp/libs';
import {
  createTestApp,
  createTestDatabase,
  dropTestDatabase,
  generateTestKeyPair,
  testServiceEnv,
  testKeyPrefix,
} from '@seedcorp/libs/testing';
import { SERVICES, type ServiceName } from '../../gateway/nginx-config';

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

const STORAGE_SERVICES = new Set<ServiceName>(['media', 'notifications', 'directories']);

describe.each(SERVICES)('the %s service', (service) => {
  const keys = generateTestKeyPair();
  let app: INestApplication;
  let databaseName: string;

  beforeAll(async () => {
    const database = await createTestDatabase();
    databaseName = database.name;
    const { AppModule, Config } = await load(service);
    const config = loadConfig(
      Config,
      testServiceEnv(database.url, keys.publicKey, {
        JWT_PRIVATE_KEY: keys.privateKey,
        SMS_OUTBOX_FILE: join(tmpdir(), `seedcorp-boot-${service}.jsonl`),
      }),
    );
    app = await createTestApp(AppModule.register(config, { redisKeyPrefix: testKeyPrefix(service) }));
  });

  afterAll(async () => {
    await app?.close();
    await dropTestDatabase(databaseName);
  });

  it('is ready when its database, Redis and (where it has one) object storage answer', async () => {
    if (STORAGE_SERVICES.has(service)) {
      const { ObjectStorage } = await import('@seedcorp/libs');
      await app.get(ObjectStorage).ensureBucket();
    }
    const response = await request(app.getHttpServer()).get('/readyz');
    expect(response.status).toBe(200);
    const expected = ['database', 'redis', ...(STORAGE_SERVICES.has(service) ? ['storage'] : [])];
    expect(Object.keys(response.body.data).sort()).toEqual(expected.sort());
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await request(app.getHttpServer()).post(`/api/${service}/no-such-call`).send({});
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ status: 404 });
  });
});
