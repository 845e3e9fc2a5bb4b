import { createServer, type Server, type ServerResponse } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { INestApplication } from '@nestjs/common';
import type Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { REDIS, TOKEN_EXPIRED_MESSAGE, TokenVerifier } from '@seedcorp/libs';
import { API } from '@seedcorp/contracts';
import { generateTestKeyPair, pollUntil, startTestService } from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { AuthConfig } from '../config';
import { LOGIN_MESSAGES } from './login-rules';

const ADMIN = '9812345678';
const STRANGER = '9000000001';

interface OutboxLine {
  to: string;
  text: string;
  otp: string;
  at: string;
}

interface AuthHarness {
  app: INestApplication;
  redis: Redis;
  logs: string[];
  outbox: string;
  close(): Promise<void>;
}

const keys = generateTestKeyPair();

/** Codes go out off the request path, and a provider may take its time: these waits are for that, not the 2-s promise. */
const SMS_DEADLINE_MS = 5000;

async function startAuth(env: Record<string, string> = {}): Promise<AuthHarness> {
  const outbox = join(mkdtempSync(join(tmpdir(), 'seedcorp-sms-')), 'outbox.jsonl');
  const logs: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean)));
  const service = await startTestService(AppModule, AuthConfig, {
    name: 'auth',
    publicKey: keys.publicKey,
    env: { JWT_PRIVATE_KEY: keys.privateKey, SMS_OUTBOX_FILE: outbox, LOG_LEVEL: 'info', ...env },
    logStream,
  });
  await service.app.get(DataSource).query(`INSERT INTO auth.admins (mobile, name) VALUES ($1, 'Test Admin')`, [ADMIN]);
  return {
    app: service.app,
    redis: service.app.get(REDIS),
    logs,
    outbox,
    async close() {
      await service.close();
      rmSync(dirname(outbox), { recursive: true, force: true });
    },
  };
}

function outboxLines(harness: AuthHarness): OutboxLine[] {
  if (!existsSync(harness.outbox)) return [];
  return readFileSync(harness.outbox, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

/** Codes are sent off the request path: waits until the outbox holds `count` messages. */
function waitForOutbox(harness: AuthHarness, count: number): Promise<OutboxLine[]> {
  return pollUntil(
    async () => outboxLines(harness),
    (lines) => lines.length >= count,
    SMS_DEADLINE_MS,
  );
}

/** The client address the gateway reports for the admin in these tests. */
const ADMIN_ADDRESS = '203.0.113.10';

/** Calls arrive as from the gateway (a loopback peer), which names the client in X-Forwarded-For. */
const requestCode = (harness: AuthHarness, mobileNo: string | number, address = ADMIN_ADDRESS) =>
  request(harness.app.getHttpServer())
    .post(API.auth.authenticateUser)
    .set('X-Forwarded-For', address)
    .send({ mobileNo });

const authorize = (harness: AuthHarness, mobileNo: string, otp: string, address = ADMIN_ADDRESS) =>
  request(harness.app.getHttpServer())
    .post(API.auth.authorizeUser)
    .set('X-Forwarded-For', address)
    .type('form')
    .send({ mobileNo, otp });

/** The resend wait is 120 s; a test lets it pass by removing its key. */
const letResendWaitPass = (harness: AuthHarness, mobile: string, address = ADMIN_ADDRESS) =>
  harness.redis.del(`otp:resend:${mobile}:${address}`);

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('OTP login', () => {
  let harness: AuthHarness;

  beforeEach(async () => {
    harness = await startAuth();
  });

  afterEach(async () => {
    await harness.close();
  });

  it('sends a code, exchanges it once for an RS256 admin token, and logs out', async () => {
    const sent = await requestCode(harness, ADMIN);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ status: 200, message: LOGIN_MESSAGES.otpSent });

    const [sms] = await waitForOutbox(harness, 1);
    expect(sms.to).toBe(ADMIN);
    expect(sms.otp).toMatch(/^\d{6}$/);
    expect(sms.text).toContain(sms.otp);

    const login = await authorize(harness, ADMIN, sms.otp);
    expect(login.status).toBe(200);
    expect(login.body.message).toBe(LOGIN_MESSAGES.loggedIn);
    const claims = new TokenVerifier(keys.publicKey).verify(login.body.data);
    expect(claims).toMatchObject({ role: 'administrator', jti: expect.any(String), sub: expect.any(String) });
    expect(claims.exp - claims.iat).toBe(1800);
    expect(JSON.parse(Buffer.from(login.body.data.split('.')[0], 'base64url').toString()).alg).toBe('RS256');

    const again = await authorize(harness, ADMIN, sms.otp);
    expect(again.body).toEqual({ status: 400, message: LOGIN_MESSAGES.otpMissing });
    expect(login.headers['cache-control']).toBe('no-store');

    const bearer = `Bearer ${login.body.data}`;
    const logout = await request(harness.app.getHttpServer()).post(API.auth.logout).set('Authorization', bearer);
    expect(logout.body).toEqual({ status: 200, message: LOGIN_MESSAGES.loggedOut });
    const afterLogout = await request(harness.app.getHttpServer()).post(API.auth.logout).set('Authorization', bearer);
    expect(afterLogout.status).toBe(401);
  });

  it('answers an unregistered number exactly like a registered one and sends nothing', async () => {
    const stranger = await requestCode(harness, STRANGER);
    const admin = await requestCode(harness, ADMIN);
    expect(stranger.status).toBe(admin.status);
    expect(stranger.body).toEqual(admin.body);
    await waitForOutbox(harness, 1);
    expect(outboxLines(harness).map((line) => line.to)).toEqual([ADMIN]);
  });

  it('answers wrong codes, void codes and lock-outs of an unregistered number exactly as for an admin', async () => {
    const transcript = async (mobile: string, address: string) => {
      const answers: unknown[] = [(await authorize(harness, mobile, '123456', address)).body];
      for (let round = 0; round < 2; round += 1) {
        answers.push((await requestCode(harness, mobile, address)).body);
        for (let attempt = 0; attempt < 6; attempt += 1) {
          const answer = await authorize(harness, mobile, '000000', address);
          answers.push({ status: answer.status, body: answer.body, retryAfter: answer.headers['retry-after'] });
        }
        await letResendWaitPass(harness, mobile, address);
      }
      answers.push((await requestCode(harness, mobile, address)).body);
      return answers;
    };
    // '000000' could be an admin's real code once in a million runs: the admin's codes are read to rule it out.
    const admin = await transcript(ADMIN, '198.51.100.1');
    expect(outboxLines(harness).some((line) => line.otp === '000000')).toBe(false);
    const stranger = await transcript(STRANGER, '198.51.100.2');
    expect(stranger).toEqual(admin);
    expect(admin).toContainEqual({
      status: 429,
      body: { status: 429, message: LOGIN_MESSAGES.locked(15), data: { retryAfterSeconds: 900 } },
      retryAfter: '900',
    });
  });

  it.each([
    ['5123456789', LOGIN_MESSAGES.mobileStart],
    ['98765', LOGIN_MESSAGES.mobileLength],
    ['98765432101', LOGIN_MESSAGES.mobileLength],
    ['', LOGIN_MESSAGES.mobileStart],
  ])('refuses the number "%s" with the spec message', async (mobileNo, message) => {
    const response = await requestCode(harness, mobileNo);
    expect(response.body).toEqual({ status: 400, message });
  });

  it('accepts the number sent as a JSON number', async () => {
    expect((await requestCode(harness, 9812345678)).status).toBe(200);
  });

  it.each(['12345', '12a456', '1234567'])('refuses the OTP "%s" with the spec message', async (otp) => {
    const response = await authorize(harness, ADMIN, otp);
    expect(response.body).toEqual({ status: 400, message: 'Please enter a valid 6-digit OTP!' });
  });

  it('voids the code after 5 wrong attempts: the 6th fails even with the right code', async () => {
    await requestCode(harness, ADMIN);
    const [{ otp }] = await waitForOutbox(harness, 1);
    const wrong = wrongCodeFor(otp);
    const answers: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1)
      answers.push((await authorize(harness, ADMIN, wrong)).body.message);
    expect(answers).toEqual([
      LOGIN_MESSAGES.wrongOtp(4),
      LOGIN_MESSAGES.wrongOtp(3),
      LOGIN_MESSAGES.wrongOtp(2),
      LOGIN_MESSAGES.wrongOtp(1),
      LOGIN_MESSAGES.otpVoid,
    ]);
    const sixth = await authorize(harness, ADMIN, otp);
    expect(sixth.status).toBe(400);
    expect(sixth.body.data).toBeUndefined();
  });

  it('refuses a resend within 120 seconds and says how long to wait', async () => {
    await requestCode(harness, ADMIN);
    const resend = await requestCode(harness, ADMIN);
    expect(resend.status).toBe(429);
    expect(resend.body.message).toMatch(/^Please wait (11\d|120) seconds before requesting a new OTP\.$/);
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(110);
    await waitForOutbox(harness, 1);
    expect(outboxLines(harness)).toHaveLength(1);
  });

  it('refuses the 6th send of a number within the hour', async () => {
    for (let send = 1; send <= 5; send += 1) {
      expect((await requestCode(harness, ADMIN)).status).toBe(200);
      await letResendWaitPass(harness, ADMIN);
    }
    const sixth = await requestCode(harness, ADMIN);
    expect(sixth.body).toEqual({ status: 429, message: LOGIN_MESSAGES.tooManySends });
    expect(sixth.headers['retry-after']).toBe('60');
    await waitForOutbox(harness, 5);
    expect(outboxLines(harness)).toHaveLength(5);
  });

  it('refuses more than 30 codes an hour from one client address, whatever the numbers', async () => {
    const answers: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      answers.push((await requestCode(harness, `97000000${String(index).padStart(2, '0')}`)).status);
    }
    expect(answers.every((status) => status === 200)).toBe(true);
    const refused = await requestCode(harness, '9700000099');
    expect(refused.body).toEqual({ status: 429, message: LOGIN_MESSAGES.tooManyFromAddress });
  });

  it('does not reset the failure count with a new code, and locks the number after 10 failures', async () => {
    await requestCode(harness, ADMIN);
    const [first] = await waitForOutbox(harness, 1);
    const firstWrong = wrongCodeFor(first.otp);
    for (let attempt = 1; attempt <= 5; attempt += 1) await authorize(harness, ADMIN, firstWrong);
    await letResendWaitPass(harness, ADMIN);
    await requestCode(harness, ADMIN);
    const codes = (await waitForOutbox(harness, 2)).map((line) => line.otp);
    const wrong = wrongCodeFor(codes[1]);
    for (let attempt = 1; attempt <= 4; attempt += 1) await authorize(harness, ADMIN, wrong);
    const tenth = await authorize(harness, ADMIN, wrong);
    expect(tenth.body).toEqual({ status: 429, message: LOGIN_MESSAGES.locked(15), data: { retryAfterSeconds: 900 } });
    const rightButLocked = await authorize(harness, ADMIN, codes[1]);
    expect(rightButLocked.status).toBe(429);
    await letResendWaitPass(harness, ADMIN);
    expect((await requestCode(harness, ADMIN)).status).toBe(429);
  });

  it('still lets the admin sign in from an address that took no part in abuse of the number', async () => {
    const attacker = '192.0.2.66';
    for (let send = 1; send <= 6; send += 1) {
      await requestCode(harness, ADMIN, attacker);
      for (let attempt = 0; attempt < 2; attempt += 1) await authorize(harness, ADMIN, '000000', attacker);
      await letResendWaitPass(harness, ADMIN, attacker);
    }
    expect((await requestCode(harness, ADMIN, attacker)).status).toBe(429);
    expect((await authorize(harness, ADMIN, '000000', attacker)).body.message).toBe(LOGIN_MESSAGES.locked(15));

    const sent = await requestCode(harness, ADMIN);
    expect(sent.body).toEqual({ status: 200, message: LOGIN_MESSAGES.otpSent });
    const lines = await waitForOutbox(harness, 6);
    const login = await authorize(harness, ADMIN, lines[lines.length - 1].otp);
    expect(login.body.message).toBe(LOGIN_MESSAGES.loggedIn);
  });

  it('takes the client address only from the gateway, and only a valid one', async () => {
    // Unregistered numbers: their audit line is written before the answer (an admin's waits for the SMS).
    await requestCode(harness, '9000000002', '<b>x</b>');
    await requestCode(harness, STRANGER, '203.0.113.7, 198.51.100.99');
    const addresses = harness.logs
      .map((line) => JSON.parse(line) as { outcome?: string; ip?: string })
      .filter((line) => line.outcome)
      .map((line) => line.ip);
    expect(addresses).toHaveLength(2);
    expect(addresses[0]).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(addresses[1]).toBe('198.51.100.99');
    expect(harness.logs.join('\n')).not.toContain('<b>');
  });

  it('never writes a code or its hash into a log line', async () => {
    await requestCode(harness, ADMIN);
    const [{ otp }] = await waitForOutbox(harness, 1);
    const hash = (await harness.redis.hget(`otp:code:${ADMIN}:${ADMIN_ADDRESS}`, 'hash')) as string;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    await authorize(harness, ADMIN, wrongCodeFor(otp));
    await authorize(harness, ADMIN, otp);
    expect(harness.logs.length).toBeGreaterThan(0);
    expect(harness.logs.some((line) => line.includes('"outcome":"login-succeeded"'))).toBe(true);
    for (const line of harness.logs) {
      expect(line).not.toContain(otp);
      expect(line).not.toContain(hash);
      expect(line).not.toContain(ADMIN);
    }
  });
});

describe('token lifetime', () => {
  it('answers an expired token with 401 and "expired"', async () => {
    const harness = await startAuth({ TOKEN_TTL_SECONDS: '1' });
    try {
      await requestCode(harness, ADMIN);
      const [{ otp }] = await waitForOutbox(harness, 1);
      const token = (await authorize(harness, ADMIN, otp)).body.data as string;
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const response = await request(harness.app.getHttpServer())
        .post(API.auth.logout)
        .set('Authorization', `Bearer ${token}`);
      expect(response.body).toEqual({ status: 401, message: TOKEN_EXPIRED_MESSAGE });
    } finally {
      await harness.close();
    }
  });
});

describe('the HTTP SMS provider', () => {
  let gateway: Server;
  let received: { method?: string; url?: string; headers: Record<string, unknown>; body: string }[];
  let answer: 'ok' | 'fail' | 'hang';
  const held: ServerResponse[] = [];

  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, headers: req.headers, body });
        if (answer === 'hang') {
          held.push(res);
          return;
        }
        res.statusCode = answer === 'fail' ? 500 : 200;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => gateway.close(resolve));
  });

  beforeEach(() => {
    received = [];
    answer = 'ok';
  });

  const httpEnv = () => ({
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`,
    SMS_HTTP_AUTH_HEADER: 'Authorization: Bearer sms-key',
    SMS_DLT_ENTITY_ID: 'ENTITY1',
    SMS_DLT_TEMPLATE_ID: 'TEMPLATE1',
    SMS_SENDER_ID: 'SEEDCO',
    SMS_RETRY_DELAYS_MS: '20,20',
  });

  const waitForProvider = async (count: number) => {
    expect(
      await pollUntil(
        async () => received.length,
        (length) => length >= count,
        SMS_DEADLINE_MS,
      ),
    ).toBe(count);
  };

  it('posts the filled template with the auth header', async () => {
    const harness = await startAuth(httpEnv());
    try {
      expect((await requestCode(harness, ADMIN)).status).toBe(200);
      await waitForProvider(1);
      const body = JSON.parse(received[0].body);
      expect(received[0].headers.authorization).toBe('Bearer sms-key');
      expect(body).toMatchObject({ to: ADMIN, entityId: 'ENTITY1', templateId: 'TEMPLATE1', sender: 'SEEDCO' });
      const otp = /\d{6}/.exec(body.message)?.[0] as string;
      expect((await authorize(harness, ADMIN, otp)).status).toBe(200);
    } finally {
      await harness.close();
    }
  });

  it('answers at once while the provider has not answered yet, as it does for an unknown number', async () => {
    answer = 'hang';
    const harness = await startAuth(httpEnv());
    try {
      const admin = await requestCode(harness, ADMIN);
      const stranger = await requestCode(harness, STRANGER);
      expect(admin.body).toEqual({ status: 200, message: LOGIN_MESSAGES.otpSent });
      expect(stranger.body).toEqual(admin.body);
      await waitForProvider(1);
      // The provider is still holding the admin's SMS: the answer above did not wait for it.
      expect(held.every((response) => !response.writableEnded)).toBe(true);
    } finally {
      for (const response of held.splice(0)) response.end('{}');
      await harness.close();
    }
  });

  it('retries a failing provider, logs the failure, and still answers like for an unknown number', async () => {
    answer = 'fail';
    const harness = await startAuth(httpEnv());
    try {
      const admin = await requestCode(harness, ADMIN);
      expect(admin.body).toEqual({ status: 200, message: LOGIN_MESSAGES.otpSent });
      expect((await requestCode(harness, STRANGER)).body).toEqual(admin.body);
      await waitForProvider(3);
      await pollUntil(async () => harness.logs.some((line) => line.includes('OTP SMS could not be sent')), Boolean);
      expect(harness.logs.some((line) => line.includes('"outcome":"otp-send-failed"'))).toBe(true);
    } finally {
      await harness.close();
    }
  });
});
