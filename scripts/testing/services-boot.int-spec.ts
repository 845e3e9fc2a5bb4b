import request from 'supertest';
import { SERVICES, type ServiceName } from '@seedcorp/contracts/route-table';
import { createServiceTestApp, type ServiceTestApp } from './service-test-app';

const STORAGE_SERVICES = new Set<ServiceName>(['media', 'notifications', 'directories']);
/** What a service waits for of its own besides its dependencies. */
const OWN_READINESS: Partial<Record<ServiceName, string[]>> = { content: ['seededTables'] };

describe.each(SERVICES)('the %s service', (service) => {
  let booted: ServiceTestApp;

  beforeAll(async () => {
    booted = await createServiceTestApp(service);
  });

  afterAll(async () => {
    await booted?.close();
  });

  it('is ready when its database, Redis, (where it has one) object storage and its own checks answer', async () => {
    if (STORAGE_SERVICES.has(service)) {
      const { ObjectStorage } = await import('@seedcorp/libs');
      await booted.app.get(ObjectStorage).ensureBucket();
    }
    const response = await request(booted.app.getHttpServer()).get('/readyz');
    expect(response.status).toBe(200);
    const expected = [
      'database',
      'redis',
      ...(STORAGE_SERVICES.has(service) ? ['storage'] : []),
      ...(OWN_READINESS[service] ?? []),
    ];
    expect(Object.keys(response.body.data).sort()).toEqual(expected.sort());
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await request(booted.app.getHttpServer()).post(`/api/${service}/no-such-call`).send({});
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ status: 404 });
  });
});
