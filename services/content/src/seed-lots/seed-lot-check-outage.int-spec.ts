import request from 'supertest';
import { API, SEED_LOT_MESSAGES, type SeedLotForm } from '@seedcorp/contracts';
import { startTcpProxy, testInfrastructure, type TcpProxy } from '@seedcorp/testing';
import { contentHarness } from '../content-harness';

/** How soon a call answers while a dependency is out of reach (the platform's promise). */
const OUTAGE_ANSWER_MS = 1000;

const LOT: SeedLotForm = {
  lotNumber: 'OU-26-0001',
  crop: 'wheat',
  variety: 'WH-147',
  seedClass: 'certified',
  season: 'Rabi 2026-27',
  plant: 'umri',
  processedOn: '2026-09-10',
  testedOn: '2026-09-20',
  germination: 90,
  purity: 98,
  moisture: 11,
  validUntil: '2099-06-19',
  certificationAgency: 'Haryana State Seed Certification Agency',
  tagSeries: 'C 1-400',
  bags: 400,
  bagKg: 40,
};

describe('a seed lot check while Redis is out of reach (through a proxy the test cuts)', () => {
  let redis: TcpProxy;
  const content = contentHarness('content-seed-lot-outage', {
    env: { LOT_CHECKS_PER_MINUTE: '2', LOT_UNKNOWN_CHECKS_PER_TEN_MINUTES: '1' },
  });
  let service: Awaited<ReturnType<typeof content.startAnother>>;

  beforeAll(async () => {
    redis = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(testInfrastructure.redisUrl).port) });
    service = await content.startAnother('content-seed-lot-outage-proxied', {
      env: {
        REDIS_URL: redis.through(testInfrastructure.redisUrl),
        LOT_CHECKS_PER_MINUTE: '2',
        LOT_UNKNOWN_CHECKS_PER_TEN_MINUTES: '1',
      },
    });
  });

  afterAll(async () => {
    await service?.close();
    await redis?.close();
  });

  const check = (lotNumber: string) =>
    request(service.app.getHttpServer())
      .get(API.seedLots.webCheck)
      .query({ lotNumber })
      .set('X-Forwarded-For', '203.0.113.200');

  it('goes on uncounted, answering within a second, as a public read needs only PostgreSQL; the limit counts again after', async () => {
    const created = await request(service.app.getHttpServer())
      .post(API.seedLots.create)
      .set('Authorization', content.bearer())
      .send(LOT);
    expect(created.body.status).toBe(200);

    redis.cut();
    try {
      for (let round = 0; round < 4; round += 1) {
        const started = Date.now();
        const known = await check('ou 26 0001');
        expect({ status: known.status, state: known.body.data?.state }).toEqual({ status: 200, state: 'valid' });
        const unknown = await check('OU-26-9999');
        expect({ status: unknown.status, state: unknown.body.data?.state }).toEqual({ status: 200, state: 'unknown' });
        expect(Date.now() - started).toBeLessThan(2 * OUTAGE_ANSWER_MS);
      }
    } finally {
      redis.restore();
    }

    // Once Redis is back the address is held again: one unknown number, and then every check is refused.
    let answers: number[] = [];
    for (let attempt = 0; attempt < 50 && !answers.includes(429); attempt += 1) {
      answers = [(await check('OU-26-9998')).status, (await check('OU-26-0001')).status];
      if (!answers.includes(429)) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answers).toContain(429);
    const refused = await check('OU-26-0001');
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 429,
      message: SEED_LOT_MESSAGES.tooManyChecks,
    });
  });
});
