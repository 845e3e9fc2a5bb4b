import Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { REDIS } from '@seedcorp/libs';
import { API } from '@seedcorp/contracts';
import {
  DASHBOARD_OWNERS_UNREACHABLE,
  generateTestKeyPair,
  startTestService,
  testInfrastructure,
  type TestService,
} from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { DashboardConfig } from '../config';

const keys = generateTestKeyPair();

describe('visitor counter', () => {
  let service: TestService<DashboardConfig>;
  let prefix: string;
  let redis: Redis;

  const counts = async () => (await request(service.app.getHttpServer()).get(API.visitors.counts)).body;
  const hit = (headers: Record<string, string> = {}, body: object = {}) =>
    request(service.app.getHttpServer()).post(API.visitors.hit).set(headers).send(body);

  /** Every test counts on a counter of its own, from zero. */
  beforeEach(async () => {
    service = await startTestService(AppModule, DashboardConfig, {
      name: 'visitors',
      publicKey: keys.publicKey,
      env: { ...DASHBOARD_OWNERS_UNREACHABLE, TIMED_JOBS: 'true', VISITOR_FLUSH_SECONDS: '1' },
    });
    prefix = service.redisKeyPrefix;
    redis = service.app.get(REDIS);
  });

  afterEach(async () => {
    await service.close();
  });

  it('starts at zero', async () => {
    expect(await counts()).toEqual({
      status: 200,
      message: 'Visitor counts fetched successfully.',
      data: { total: 0, today: 0 },
    });
  });

  it('counts a browser once a day through its first-party cookie', async () => {
    const first = await hit();
    expect(first.body).toEqual({ status: 200, message: 'Visit counted.', data: { total: 1, today: 1 } });
    const cookie = first.headers['set-cookie'][0] as string;
    expect(cookie).toMatch(
      /^sc_visitor=[0-9a-f-]{36}; Max-Age=\d+; Path=\/api\/visitors; Expires=.+; HttpOnly; SameSite=Lax$/,
    );
    const again = await hit({ Cookie: cookie.split(';')[0] });
    expect(again.body.data).toEqual({ total: 1, today: 1 });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect((await hit()).body.data).toEqual({ total: 2, today: 2 });
    expect((await counts()).data).toEqual({ total: 2, today: 2 });
  });

  it('counts a client that sends its own id once a day', async () => {
    expect((await hit({}, { clientId: 'client-abcdef12' })).body.data).toEqual({ total: 1, today: 1 });
    expect((await hit({}, { clientId: 'client-abcdef12' })).body.data).toEqual({ total: 1, today: 1 });
    expect((await hit({}, { clientId: 'bad id!' })).body).toEqual({ status: 400, message: 'Invalid client id.' });
  });

  it('keeps no client address', async () => {
    await hit({ 'X-Forwarded-For': '203.0.113.77' });
    const keysInRedis = await redis.keys(`${prefix}visitors:*`);
    for (const key of keysInRedis) {
      const type = await redis.type(key.slice(prefix.length));
      const values =
        type === 'set' ? await redis.smembers(key.slice(prefix.length)) : [await redis.get(key.slice(prefix.length))];
      expect(values.join(' ')).not.toContain('203.0.113.77');
    }
  });

  it('loses at most one flush period when Redis loses the counters', async () => {
    await hit();
    await hit({}, { clientId: 'client-flushed1' });
    const before = (await counts()).data;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [{ visits }] = await service.app.get(DataSource).query('SELECT visits FROM dashboard.visitor_days');
    expect(visits).toBe(before.today);
    const keysInRedis = await redis.keys(`${prefix}visitors:*`);
    await redis.del(...keysInRedis.map((key) => key.slice(prefix.length)));
    expect((await counts()).data).toEqual(before);
    expect((await hit()).body.data).toEqual({ total: before.total + 1, today: before.today + 1 });
  });

  it('persists on shutdown and carries the total across a restart', async () => {
    await hit();
    const before = (await counts()).data;
    await service.stop();
    const plain = new Redis(testInfrastructure.redisUrl);
    await plain.del(...(await plain.keys(`${prefix}visitors:*`)));
    await plain.quit();
    await service.start();
    expect((await counts()).data).toEqual(before);
  });
});
