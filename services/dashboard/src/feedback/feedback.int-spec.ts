import type { INestApplication } from '@nestjs/common';
import type Redis from 'ioredis';
import request from 'supertest';
import { REDIS, revokedTokenKey } from '@seedcorp/libs';
import { ACTIVITY_STREAM, FEEDBACK_MESSAGES } from '@seedcorp/contracts';
import {
  DASHBOARD_OWNERS_UNREACHABLE,
  generateTestKeyPair,
  signAdminToken,
  startTestService,
  type TestService,
} from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { DashboardConfig } from '../config';

const keys = generateTestKeyPair();
const bearer = () => `Bearer ${signAdminToken(keys.privateKey)}`;
const valid = {
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  subject: 'Wheat seed',
  message: 'When is HD-3086 on sale?',
};

describe('feedback', () => {
  let service: TestService<DashboardConfig>;
  let app: INestApplication;
  let redis: Redis;
  /** Each test posts from an address of its own, so the per-address limit of one never touches another. */
  let address = 0;
  const nextAddress = () => `198.51.100.${(address += 1)}`;

  const post = (body: object, from: string, form = false) => {
    const call = request(app.getHttpServer()).post('/api/feedback').set('X-Forwarded-For', from);
    return form ? call.type('form').send(body) : call.send(body);
  };
  const admin = (path: string, body: object = {}) =>
    request(app.getHttpServer()).post(path).set('Authorization', bearer()).send(body);
  const inbox = async () => (await admin('/api/feedback/getAll?page=0&size=100')).body.data;

  beforeAll(async () => {
    service = await startTestService(AppModule, DashboardConfig, {
      name: 'feedback',
      publicKey: keys.publicKey,
      env: DASHBOARD_OWNERS_UNREACHABLE,
    });
    app = service.app;
    redis = app.get(REDIS);
  });

  afterAll(async () => {
    await service.close();
  });

  it('stores a message, lists it newest first, marks it read and deletes it', async () => {
    const from = nextAddress();
    expect((await post({ ...valid, subject: 'First' }, from)).body).toEqual({
      status: 200,
      message: 'Thank you for your feedback.',
    });
    expect((await post({ ...valid, subject: '  Second  ' }, from, true)).body.status).toBe(200);

    const list = await inbox();
    expect(list.totalItems).toBe(2);
    expect(list.content.map((item: { subject: string }) => item.subject)).toEqual(['Second', 'First']);
    const paged = (await admin('/api/feedback/getAll', { page: 1, size: 1 })).body.data;
    expect(paged).toMatchObject({ totalItems: 2, totalPages: 2 });
    expect(paged.content.map((item: { subject: string }) => item.subject)).toEqual(['First']);
    expect(list.content[0]).toEqual({
      key: expect.any(String),
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      subject: 'Second',
      message: 'When is HD-3086 on sale?',
      read: false,
      createdAt: expect.any(String),
    });

    const key = list.content[0].key as string;
    expect((await admin('/api/feedback/markRead', { key })).body).toEqual({
      status: 200,
      message: FEEDBACK_MESSAGES.markedRead,
    });
    expect((await inbox()).content[0].read).toBe(true);
    expect((await admin('/api/feedback/delete', { key })).body).toEqual({
      status: 200,
      message: FEEDBACK_MESSAGES.deleted,
    });
    expect((await inbox()).totalItems).toBe(1);
    expect((await admin('/api/feedback/delete', { key })).body).toEqual({
      status: 404,
      message: FEEDBACK_MESSAGES.notFound,
    });
    expect((await admin('/api/feedback/markRead', { key: 'not-a-key' })).body.status).toBe(404);
  });

  it('publishes an activity event for a new message', async () => {
    await post({ ...valid, subject: 'Seed quality complaint' }, nextAddress());
    const entries = await redis.xrange(ACTIVITY_STREAM, '-', '+');
    expect(entries[entries.length - 1][1]).toEqual(
      expect.arrayContaining([
        'source',
        'dashboard',
        'activityType',
        'Created',
        'activityDetails',
        'Feedback received: Seed quality complaint',
      ]),
    );
  });

  it.each([
    ['name', { ...valid, name: undefined }, 'Please enter your name.'],
    ['blank name', { ...valid, name: '   ' }, 'Please enter your name.'],
    ['email', { ...valid, email: undefined }, 'Please enter your email.'],
    ['bad email', { ...valid, email: 'ravi@example' }, 'Please enter a valid email address.'],
    ['subject', { ...valid, subject: '' }, 'Please enter a subject.'],
    ['message', { ...valid, message: undefined }, 'Please enter your message.'],
    ['long name', { ...valid, name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
    ['long subject', { ...valid, subject: 'x'.repeat(201) }, 'Subject must be at most 200 characters.'],
    ['long message', { ...valid, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
  ])('refuses a missing or bad %s with a clear message and stores nothing', async (_case, body, message) => {
    const before = (await inbox()).totalItems;
    expect((await post(body, nextAddress())).body).toEqual({ status: 400, message });
    expect((await inbox()).totalItems).toBe(before);
  });

  it('answers a filled honeypot as usual and discards the message', async () => {
    const before = await inbox();
    const events = (await redis.xrange(ACTIVITY_STREAM, '-', '+')).length;
    const response = await post({ ...valid, website: 'http://spam.example' }, nextAddress());
    expect(response.body).toEqual({ status: 200, message: 'Thank you for your feedback.' });
    expect(await inbox()).toEqual(before);
    expect(await redis.xrange(ACTIVITY_STREAM, '-', '+')).toHaveLength(events);
  });

  it('refuses the 6th post within a minute from one address with 429, and not another address', async () => {
    const from = nextAddress();
    for (let index = 0; index < 5; index += 1) expect((await post(valid, from)).status).toBe(200);
    const sixth = await post(valid, from);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ status: 429, message: FEEDBACK_MESSAGES.tooMany });
    expect(sixth.body.data.retryAfterSeconds).toBeGreaterThan(55);
    expect(sixth.body.data.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(sixth.headers['retry-after']).toBe(String(sixth.body.data.retryAfterSeconds));
    expect((await post(valid, nextAddress())).status).toBe(200);
  });

  it.each(['/api/feedback/getAll', '/api/feedback/markRead', '/api/feedback/delete'])(
    'refuses %s without a token, with an expired and with a revoked token',
    async (path) => {
      expect((await request(app.getHttpServer()).post(path).send({})).status).toBe(401);
      const expired = signAdminToken(keys.privateKey, { expiresInSeconds: -5 });
      const answer = await request(app.getHttpServer()).post(path).set('Authorization', `Bearer ${expired}`);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toContain('expired');
      await redis.set(revokedTokenKey('revoked-feedback'), '1', 'EX', 60);
      const revoked = signAdminToken(keys.privateKey, { jti: 'revoked-feedback' });
      expect((await request(app.getHttpServer()).post(path).set('Authorization', `Bearer ${revoked}`)).status).toBe(
        401,
      );
    },
  );
});
