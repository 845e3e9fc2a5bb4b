import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type Redis from 'ioredis';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ADMIN_SECURITY_SCHEME, REDIS, TOKEN_INVALID_MESSAGE, TOKEN_REVOKED_MESSAGE } from '@seedcorp/libs';
import {
  API,
  API_ROUTES,
  CONSENT_NOTICE,
  CONSENT_NOTICE_VERSION,
  FARMER_AUDIENCE,
  FARMER_MESSAGES,
  FARMER_REFUSALS,
  FARMER_SMS_PATH,
  isFarmerRoute,
  type FarmerSession,
} from '@seedcorp/contracts';
import { adminBearer, generateTestKeyPair, pollUntil, startTestService, type TestService } from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { AuthConfig } from '../config';
import { LOGIN_MESSAGES } from '../login/login-rules';

const keys = generateTestKeyPair();
const ADDRESS = '203.0.113.40';
const SMS_DEADLINE_MS = 5000;

interface OutboxLine {
  to: string;
  text: string;
  otp: string;
}

describe('farmers signing in to book seed, their consent and its withdrawal', () => {
  let service: TestService<AuthConfig>;
  let outbox: string;
  let sales: Server;
  let salesAnswers = 200;
  const withdrawals: unknown[] = [];
  let db: DataSource;
  let redis: Redis;

  beforeAll(async () => {
    outbox = join(mkdtempSync(join(tmpdir(), 'seedcorp-farmer-sms-')), 'outbox.jsonl');
    // A stand-in of the sales service's `/internal/farmerWithdrawn`, which a test can make fail.
    sales = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        if (salesAnswers === 200) withdrawals.push(JSON.parse(text));
        res.writeHead(salesAnswers, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: salesAnswers, message: 'stand-in', data: { cancelled: 0, erased: 0 } }));
      });
    });
    await new Promise<void>((resolve) => sales.listen(0, '127.0.0.1', resolve));
    service = await startTestService(AppModule, AuthConfig, {
      name: 'auth-farmers',
      publicKey: keys.publicKey,
      env: {
        JWT_PRIVATE_KEY: keys.privateKey,
        SMS_OUTBOX_FILE: outbox,
        SALES_INTERNAL_URL: `http://127.0.0.1:${(sales.address() as AddressInfo).port}`,
      },
    });
    db = service.app.get(DataSource);
    redis = service.app.get(REDIS);
  });

  afterAll(async () => {
    await service?.close();
    sales?.closeAllConnections();
    sales?.close();
    rmSync(dirname(outbox), { recursive: true, force: true });
  });

  const server = () => service.app.getHttpServer();
  const post = (path: string, token?: string) => {
    const call = request(server()).post(path).set('X-Forwarded-For', ADDRESS);
    return token ? call.set('Authorization', `Bearer ${token}`) : call;
  };
  const outboxLines = (): OutboxLine[] =>
    existsSync(outbox)
      ? readFileSync(outbox, 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as OutboxLine)
      : [];
  const smsTo = (mobile: string, count: number) =>
    pollUntil(
      async () => outboxLines().filter((line) => line.to === mobile),
      (lines) => lines.length >= count,
      SMS_DEADLINE_MS,
    );

  /** Signs a farmer in with the code the SMS carried: their first session. */
  async function signIn(mobile: string): Promise<FarmerSession> {
    const sent = outboxLines().filter((line) => line.to === mobile).length;
    await redis.del(`farmer-otp:resend:${mobile}:${ADDRESS}`);
    const asked = await post(API.farmers.requestCode).send({ mobileNo: mobile });
    expect(asked.body).toEqual({ status: 200, message: FARMER_MESSAGES.codeSent });
    const code = (await smsTo(mobile, sent + 1))[sent].otp;
    const verified = await post(API.farmers.verifyCode).send({ mobileNo: mobile, otp: code });
    expect(verified.body).toMatchObject({ status: 200, message: FARMER_MESSAGES.signedIn });
    return verified.body.data;
  }

  /** A farmer who agreed to the notice (in `language`) and gave their details. */
  async function readyFarmer(mobile: string, language: 'en' | 'hi' = 'en'): Promise<FarmerSession> {
    const session = await signIn(mobile);
    const consented = await post(API.farmers.giveConsent, session.token).send({
      version: CONSENT_NOTICE_VERSION,
      language,
    });
    const saved = await post(API.farmers.saveProfile, consented.body.data.token).send({
      name: 'Suresh Kumar',
      village: 'Kaimri',
      district: 'Hisar',
    });
    expect(saved.body.status).toBe(200);
    return saved.body.data;
  }

  it('sends any number a code, in the farmers’ own text, and signs the farmer in once with it', async () => {
    const mobile = '9811100001';
    const asked = await post(API.farmers.requestCode).send({ mobileNo: mobile });
    expect(asked.body).toEqual({ status: 200, message: FARMER_MESSAGES.codeSent });
    const [sms] = await smsTo(mobile, 1);
    expect(sms.text).toBe(
      `Your seed booking OTP is ${sms.otp}. It is valid for 5 minutes. Do not share it with anyone.`,
    );
    // Only an HMAC of the code is kept.
    const stored = await redis.hgetall(`farmer-otp:code:${mobile}:${ADDRESS}`);
    expect(JSON.stringify(stored)).not.toContain(sms.otp);

    const wrong = String((Number(sms.otp) + 1) % 1_000_000).padStart(6, '0');
    expect((await post(API.farmers.verifyCode).send({ mobileNo: mobile, otp: wrong })).body).toEqual({
      status: 400,
      message: LOGIN_MESSAGES.wrongOtp(4),
    });
    const verified = await post(API.farmers.verifyCode).send({ mobileNo: mobile, otp: sms.otp });
    const session: FarmerSession = verified.body.data;
    expect(session.farmer).toEqual({ profileComplete: false, consentVersion: null, consentCurrent: false });
    const claims = jwt.verify(session.token, keys.publicKey, { audience: FARMER_AUDIENCE }) as jwt.JwtPayload;
    expect(claims.exp! - claims.iat!).toBe(900);
    // A code is spent by its use: replayed, it is gone.
    expect((await post(API.farmers.verifyCode).send({ mobileNo: mobile, otp: sms.otp })).body).toEqual({
      status: 400,
      message: LOGIN_MESSAGES.otpMissing,
    });
    // The same number signing in again is the same farmer.
    const again = await signIn(mobile);
    expect(jwt.decode(again.token)?.sub).toBe(claims.sub);
  });

  it('shows the notice to anyone, records consent with its version, language and time, then takes the details', async () => {
    const session = await signIn('9811100002');
    const notice = await post(API.farmers.consentNotice).send({});
    expect(notice.body).toEqual({ status: 200, message: FARMER_MESSAGES.noticeFetched, data: CONSENT_NOTICE });
    expect(CONSENT_NOTICE.items.map((item) => item.item.en)).toEqual(
      expect.arrayContaining(['Mobile number', 'Name', 'Village and district']),
    );

    const early = await post(API.farmers.saveProfile, session.token).send({
      name: 'A',
      village: 'B',
      district: 'Hisar',
    });
    expect(early.body).toEqual({
      status: 403,
      message: FARMER_REFUSALS.consentFirst.en,
      data: { said: FARMER_REFUSALS.consentFirst },
    });
    const stale = await post(API.farmers.giveConsent, session.token).send({ version: '2020-1', language: 'hi' });
    expect(stale.body).toEqual({ status: 400, message: FARMER_MESSAGES.noticeVersion });

    const before = Date.now();
    const consented = await post(API.farmers.giveConsent, session.token).send({
      version: CONSENT_NOTICE_VERSION,
      language: 'hi',
    });
    expect(consented.body.data.farmer).toEqual({
      profileComplete: false,
      consentVersion: CONSENT_NOTICE_VERSION,
      consentCurrent: true,
    });
    const token: string = consented.body.data.token;

    const badId = await post(API.farmers.saveProfile, token).send({
      name: 'Suresh',
      village: 'Kaimri',
      district: 'Hisar',
      registryId: 'HR 12/34',
    });
    expect(badId.body).toEqual({ status: 400, message: FARMER_MESSAGES.registryIdForm });
    const badDistrict = await post(API.farmers.saveProfile, token).send({
      name: 'Suresh',
      village: 'Kaimri',
      district: 'Atlantis',
    });
    expect(badDistrict.body).toEqual({ status: 400, message: FARMER_MESSAGES.district });
    const saved = await post(API.farmers.saveProfile, token).send({
      name: ' Suresh Kumar ',
      village: 'Kaimri',
      district: 'Hisar',
      registryId: 'hr-0012345',
    });
    expect(saved.body.data.farmer).toMatchObject({ profileComplete: true, consentCurrent: true });
    const claims = jwt.decode(saved.body.data.token) as Record<string, unknown>;
    expect(claims).toMatchObject({
      name: 'Suresh Kumar',
      village: 'Kaimri',
      district: 'Hisar',
      consent: CONSENT_NOTICE_VERSION,
      lang: 'hi',
    });

    const data = await post(API.farmers.myData, saved.body.data.token).send({});
    expect(data.body.data.profile).toEqual({
      mobile: '9811100002',
      name: 'Suresh Kumar',
      village: 'Kaimri',
      district: 'Hisar',
      registryId: 'HR-0012345',
      // No state registry is connected: the id was checked for its form only.
      registryCheck: 'formOnly',
    });
    expect(data.body.data.consents).toEqual([
      { version: CONSENT_NOTICE_VERSION, language: 'hi', givenAt: expect.any(String), withdrawnAt: null },
    ]);
    expect(Date.parse(data.body.data.consents[0].givenAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a farmer token on every admin route of the auth service, and an admin token on every farmer route', async () => {
    const farmer = (await signIn('9811100003')).token;
    const routes = Object.values(API_ROUTES)
      .flatMap((area) => Object.values(area))
      .filter((route) => route.path.startsWith('/api/auth/'));
    // The calls that take an admin token, as the service's own document marks them (sign-in itself takes none).
    const document = (await request(server()).get('/openapi.json')).body as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    const takesAdmin = (path: string) =>
      Object.values(document.paths[path] ?? {}).some((operation) =>
        (operation.security ?? []).some((scheme) => ADMIN_SECURITY_SCHEME in scheme),
      );
    const adminRoutes = routes.filter((route) => takesAdmin(route.path));
    const farmerRoutes = routes.filter((route) => isFarmerRoute(route.path));
    expect(adminRoutes.length).toBeGreaterThan(10);
    expect(farmerRoutes.length).toBe(6);
    for (const route of adminRoutes) {
      const answer = await post(route.path, farmer).send({});
      expect({ path: route.path, body: answer.body }).toEqual({
        path: route.path,
        body: { status: 401, message: TOKEN_INVALID_MESSAGE },
      });
    }
    const admin = adminBearer(keys.privateKey).replace('Bearer ', '');
    for (const route of farmerRoutes) {
      const answer = await post(route.path, admin).send({});
      expect({ path: route.path, body: answer.body }).toEqual({
        path: route.path,
        body: { status: 401, message: TOKEN_INVALID_MESSAGE },
      });
    }
  });

  it('sends a booking SMS in the farmer’s language once, however often the sales service asks', async () => {
    const mobile = '9811100004';
    const session = await readyFarmer(mobile, 'hi');
    const farmerKey = jwt.decode(session.token)?.sub as string;
    const before = outboxLines().filter((line) => line.to === mobile).length;
    const notice = {
      noticeKey: randomUUID(),
      farmerKey,
      kind: 'booked',
      values: {
        number: 'BK-2026-000007',
        bags: '3',
        variety: 'HD-3086',
        counter: 'Hisar',
        counterHi: 'हिसार',
        code: 'ACDE2346',
        date: '2026-12-02',
      },
    };
    const first = await request(server()).post(FARMER_SMS_PATH).send(notice);
    expect(first.body).toEqual({ status: 200, message: 'Notice taken.', data: { queued: true } });
    const second = await request(server()).post(FARMER_SMS_PATH).send(notice);
    expect(second.body.data).toEqual({ queued: false });
    const lines = await smsTo(mobile, before + 1);
    expect(lines.slice(before).map((line) => line.text)).toEqual([
      'बीज बुकिंग BK-2026-000007: HD-3086 के 3 बैग, हिसार। पिकअप कोड ACDE2346। 2026-12-02 तक लें, भुगतान केंद्र पर।',
    ]);
  });

  it('withdraws consent only whole: refused while sales cannot cancel the bookings, then the details erased and the sessions ended', async () => {
    const mobile = '9811100005';
    const session = await readyFarmer(mobile);
    const farmerKey = jwt.decode(session.token)?.sub as string;

    salesAnswers = 503;
    const refused = await post(API.farmers.withdrawConsent, session.token).send({});
    expect(refused.body).toEqual({ status: 503, message: FARMER_MESSAGES.withdrawUnavailable });
    const kept = await db.query('SELECT mobile, name, village, erased_at FROM auth.farmers WHERE id = $1', [farmerKey]);
    expect(kept[0]).toMatchObject({ mobile, name: 'Suresh Kumar', village: 'Kaimri', erased_at: null });

    salesAnswers = 200;
    const withdrawn = await post(API.farmers.withdrawConsent, session.token).send({});
    expect(withdrawn.body).toEqual({ status: 200, message: FARMER_MESSAGES.withdrawn });
    expect(withdrawals).toContainEqual({ farmerKey });
    const [erased] = await db.query(
      'SELECT mobile, name, village, district, registry_id, erased_at FROM auth.farmers WHERE id = $1',
      [farmerKey],
    );
    expect(erased).toEqual({
      mobile: null,
      name: null,
      village: null,
      district: null,
      registry_id: null,
      erased_at: expect.any(Date),
    });
    const consents = await db.query('SELECT withdrawn_at FROM auth.farmer_consents WHERE farmer_id = $1', [farmerKey]);
    expect(consents.every((row: { withdrawn_at: Date | null }) => row.withdrawn_at !== null)).toBe(true);
    expect((await post(API.farmers.myData, session.token).send({})).body).toEqual({
      status: 401,
      message: TOKEN_REVOKED_MESSAGE,
    });
    // An erased farmer is sent nothing more.
    const sms = await request(server())
      .post(FARMER_SMS_PATH)
      .send({ noticeKey: randomUUID(), farmerKey, kind: 'expired', values: { number: 'BK-1', date: '2026-12-01' } });
    expect(sms.body.data).toEqual({ queued: false });
    // The number may sign up again, as a new farmer with nothing of the old.
    const fresh = await signIn(mobile);
    expect(jwt.decode(fresh.token)?.sub).not.toBe(farmerKey);
    expect(fresh.farmer).toEqual({ profileComplete: false, consentVersion: null, consentCurrent: false });
  });
});
