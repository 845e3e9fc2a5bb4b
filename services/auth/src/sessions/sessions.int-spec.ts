import type { INestApplication } from '@nestjs/common';
import type Redis from 'ioredis';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { REDIS, SESSION_IDLE_MESSAGE, sessionLastUsedKey, TOKEN_REVOKED_MESSAGE } from '@seedcorp/libs';
import { API, SESSION_MESSAGES, type AdminSession } from '@seedcorp/contracts';
import { activityLines, generateTestKeyPair, startTestService, type TestService } from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { AuthConfig } from '../config';
import { OtpStore } from '../otp/otp-store';

/** One admin per test, so that each test lists only the sessions it began. */
const ADMINS = {
  listing: '9812350001',
  ending: '9812350002',
  loggingOut: '9812350003',
  idling: '9812350004',
  owner: '9812350005',
  stranger: '9812350006',
};
const SMS_CODE = '135790';
const TTL_SECONDS = 1800;
const IDLE_SECONDS = 600;
const keys = generateTestKeyPair();

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

interface Session {
  token: string;
  jti: string;
}

describe('an admin’s sessions', () => {
  let service: TestService<AuthConfig>;
  let app: INestApplication;
  let redis: Redis;

  beforeAll(async () => {
    service = await startTestService(AppModule, AuthConfig, {
      name: 'auth-sessions',
      publicKey: keys.publicKey,
      env: {
        JWT_PRIVATE_KEY: keys.privateKey,
        TOKEN_TTL_SECONDS: String(TTL_SECONDS),
        SESSION_IDLE_SECONDS: String(IDLE_SECONDS),
      },
    });
    app = service.app;
    redis = app.get(REDIS);
    for (const mobile of Object.values(ADMINS)) {
      await app.get(DataSource).query(`INSERT INTO auth.admins (mobile, name) VALUES ($1, 'Test Admin')`, [mobile]);
    }
  });

  afterAll(() => service.close());

  const post = (path: string, token: string, body: object = {}, address = '203.0.113.40') =>
    request(app.getHttpServer())
      .post(path)
      .set('X-Forwarded-For', address)
      .set('Authorization', `Bearer ${token}`)
      .send(body);

  /** A sign-in from a browser and address: the code stored as the send step stores it, then typed in. */
  async function signIn(mobile: string, userAgent: string, address: string): Promise<Session> {
    await app.get(OtpStore).saveCode({ mobile, ip: address }, SMS_CODE);
    const answer = await request(app.getHttpServer())
      .post(API.auth.authorizeUser)
      .set('X-Forwarded-For', address)
      .set('User-Agent', userAgent)
      .send({ mobileNo: mobile, otp: SMS_CODE });
    expect(answer.status).toBe(200);
    const token = answer.body.data as string;
    return { token, jti: (jwt.decode(token) as { jti: string }).jti };
  }

  async function sessionsOf(session: Session): Promise<AdminSession[]> {
    const answer = await post(API.sessions.getAll, session.token);
    expect(answer.status).toBe(200);
    return answer.body.data as AdminSession[];
  }

  it('lists the admin’s own live sessions, newest first, with browser, address, start, last use and lifetime', async () => {
    const before = Date.now();
    const first = await signIn(ADMINS.listing, CHROME_ON_WINDOWS, '203.0.113.41');
    const second = await signIn(ADMINS.listing, FIREFOX_ON_LINUX, '203.0.113.42');
    await signIn(ADMINS.stranger, FIREFOX_ON_LINUX, '203.0.113.43');

    const answer = await post(API.sessions.getAll, second.token);
    expect(answer.headers['cache-control']).toBe('no-store');
    const listed = answer.body.data as AdminSession[];
    expect(listed).toEqual([
      expect.objectContaining({ browser: 'Firefox on Linux', address: '203.0.113.42', current: true }),
      expect.objectContaining({ browser: 'Chrome on Windows', address: '203.0.113.41', current: false }),
    ]);
    for (const session of listed) {
      expect(Date.parse(session.startedAt)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(session.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(session.startedAt));
      expect(Date.parse(session.expiresAt) - Date.parse(session.startedAt)).toBe(TTL_SECONDS * 1000);
    }
    // Neither the token's id nor anything of the token is handed out.
    expect(JSON.stringify(listed)).not.toContain(first.jti);
    expect(JSON.stringify(listed)).not.toContain(second.jti);

    // A call moves the session's last use on; the other's stays at its sign-in.
    const [, unused] = listed;
    expect(unused.lastUsedAt).toBe(unused.startedAt);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await post(API.sessions.getAll, first.token);
    const again = await sessionsOf(second);
    expect(Date.parse(again[1].lastUsedAt)).toBeGreaterThan(Date.parse(unused.lastUsedAt));
    expect(again[1].current).toBe(false);
    expect((await sessionsOf(first)).map((session) => session.current)).toEqual([false, true]);
  });

  it('ends one session from another: its next call answers 401, the other goes on, and the sign-in log says so', async () => {
    const laptop = await signIn(ADMINS.ending, CHROME_ON_WINDOWS, '203.0.113.51');
    const phone = await signIn(ADMINS.ending, FIREFOX_ON_LINUX, '203.0.113.52');
    const [, laptopListed] = await sessionsOf(phone);

    const ended = await post(API.sessions.end, phone.token, { id: laptopListed.id }, '203.0.113.52');
    expect(ended.body).toEqual({ status: 200, message: SESSION_MESSAGES.ended });

    const refused = await post(API.sessions.getAll, laptop.token);
    expect(refused.body).toEqual({ status: 401, message: TOKEN_REVOKED_MESSAGE });
    expect((await sessionsOf(phone)).map((session) => session.browser)).toEqual(['Firefox on Linux']);
    expect(await activityLines(redis)).toContainEqual(
      expect.stringMatching(
        /Session ended activityDetails Admin \*+0002 from 203\.0\.113\.52: Chrome on Windows at 203\.0\.113\.51$/,
      ),
    );

    // Ended once, it is not there to end again.
    const twice = await post(API.sessions.end, phone.token, { id: laptopListed.id });
    expect(twice.body).toEqual({ status: 404, message: SESSION_MESSAGES.notFound });
  });

  it('ends the session on the server at sign-out: the next call answers 401 and the list drops it', async () => {
    const leaving = await signIn(ADMINS.loggingOut, CHROME_ON_WINDOWS, '203.0.113.61');
    const staying = await signIn(ADMINS.loggingOut, FIREFOX_ON_LINUX, '203.0.113.62');
    expect(await sessionsOf(staying)).toHaveLength(2);

    expect((await post(API.auth.logout, leaving.token)).status).toBe(200);
    expect((await post(API.sessions.getAll, leaving.token)).body).toEqual({
      status: 401,
      message: TOKEN_REVOKED_MESSAGE,
    });
    expect((await sessionsOf(staying)).map((session) => session.address)).toEqual(['203.0.113.62']);
  });

  it('leaves out a session idle past its timeout, whose token the guard refuses too', async () => {
    const idle = await signIn(ADMINS.idling, CHROME_ON_WINDOWS, '203.0.113.71');
    const active = await signIn(ADMINS.idling, FIREFOX_ON_LINUX, '203.0.113.72');
    expect(await sessionsOf(active)).toHaveLength(2);
    // The sign-in counts as the first use, so a token never used idles out like any other.
    expect(Number(await redis.get(sessionLastUsedKey(idle.jti)))).toBeGreaterThan(Date.now() - 60_000);

    await redis.set(sessionLastUsedKey(idle.jti), Date.now() - (IDLE_SECONDS + 1) * 1000);
    expect((await sessionsOf(active)).map((session) => session.browser)).toEqual(['Firefox on Linux']);
    expect((await post(API.sessions.getAll, idle.token)).body).toEqual({ status: 401, message: SESSION_IDLE_MESSAGE });
  });

  it('refuses to end another admin’s session, or an id it does not know, with the not-found message', async () => {
    const owner = await signIn(ADMINS.owner, CHROME_ON_WINDOWS, '203.0.113.81');
    const stranger = await signIn(ADMINS.stranger, FIREFOX_ON_LINUX, '203.0.113.82');
    const [strangerSession] = await sessionsOf(stranger);

    for (const id of [strangerSession.id, stranger.jti, 'no-such-session', 42, 'x'.repeat(100)]) {
      const refused = await post(API.sessions.end, owner.token, { id });
      expect({ id, status: refused.status, message: refused.body.message }).toEqual({
        id,
        status: typeof id === 'string' && id.length <= 64 ? 404 : 400,
        message: SESSION_MESSAGES.notFound,
      });
    }
    expect((await post(API.sessions.getAll, stranger.token)).status).toBe(200);
  });

  it('answers a visitor without a token 401 on both calls', async () => {
    for (const path of [API.sessions.getAll, API.sessions.end]) {
      expect((await request(app.getHttpServer()).post(path).send({ id: 'x' })).status).toBe(401);
    }
  });
});
