import type { INestApplication } from '@nestjs/common';
import type Redis from 'ioredis';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { parseActivityFields, REDIS, TOKEN_INVALID_MESSAGE, TOKEN_REVOKED_MESSAGE } from '@seedcorp/libs';
import {
  ACTIVITY_STREAM,
  ADMIN_MESSAGES,
  API,
  ROLE_MESSAGES,
  type AdminAccount,
  type AdminRole,
} from '@seedcorp/contracts';
import { generateTestKeyPair, signAdminToken, startTestService, type TestService } from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { AuthConfig } from '../config';
import { OtpStore } from '../otp/otp-store';

const ADMINS = {
  chief: '9812360001',
  deputy: '9812360002',
  editor: '9812360003',
  publisher: '9812360004',
  added: '9812360005',
};
const SMS_CODE = '246801';
const keys = generateTestKeyPair();

describe('admins and their roles', () => {
  let service: TestService<AuthConfig>;
  let app: INestApplication;
  let redis: Redis;

  beforeAll(async () => {
    service = await startTestService(AppModule, AuthConfig, {
      name: 'auth-admins',
      publicKey: keys.publicKey,
      env: { JWT_PRIVATE_KEY: keys.privateKey },
    });
    app = service.app;
    redis = app.get(REDIS);
    const roles: Record<string, AdminRole> = {
      [ADMINS.chief]: 'administrator',
      [ADMINS.deputy]: 'administrator',
      [ADMINS.editor]: 'editor',
      [ADMINS.publisher]: 'publisher',
    };
    for (const [mobile, role] of Object.entries(roles)) {
      await app
        .get(DataSource)
        .query(`INSERT INTO auth.admins (mobile, name, role) VALUES ($1, $2, $3)`, [mobile, `Admin ${mobile}`, role]);
    }
  });

  afterAll(() => service.close());

  const post = (path: string, token: string, body: object = {}) =>
    request(app.getHttpServer())
      .post(path)
      .set('X-Forwarded-For', '203.0.113.60')
      .set('X-Request-Id', 'audit-request-1')
      .set('Authorization', `Bearer ${token}`)
      .send(body);

  async function signIn(mobile: string): Promise<string> {
    await app.get(OtpStore).saveCode({ mobile, ip: '203.0.113.60' }, SMS_CODE);
    const answer = await request(app.getHttpServer())
      .post(API.auth.authorizeUser)
      .set('X-Forwarded-For', '203.0.113.60')
      .send({ mobileNo: mobile, otp: SMS_CODE });
    expect(answer.status).toBe(200);
    return answer.body.data as string;
  }

  async function listed(token: string): Promise<AdminAccount[]> {
    const answer = await post(API.admins.getAll, token);
    expect(answer.status).toBe(200);
    return answer.body.data as AdminAccount[];
  }

  const accountOf = async (token: string, mobile: string) =>
    (await listed(token)).find((admin) => admin.mobile === mobile) as AdminAccount;

  it('signs the role and name into the session token', async () => {
    const claims = jwt.decode(await signIn(ADMINS.editor)) as { role: string; name: string };
    expect(claims).toMatchObject({ role: 'editor', name: `Admin ${ADMINS.editor}` });
  });

  it('lets an administrator list and add admins, with the spec’s kind of messages for bad input', async () => {
    const chief = await signIn(ADMINS.chief);
    const admins = await listed(chief);
    expect(admins.map((admin) => [admin.mobile, admin.role, admin.active, admin.secondFactor])).toEqual(
      expect.arrayContaining([
        [ADMINS.chief, 'administrator', true, false],
        [ADMINS.editor, 'editor', true, false],
      ]),
    );

    const added = await post(API.admins.create, chief, {
      mobileNo: ADMINS.added,
      name: '  Sunita <b>  ',
      role: 'editor',
    });
    expect(added.status).toBe(200);
    expect(added.headers['cache-control']).toBe('no-store');
    expect(added.body).toMatchObject({ status: 200, message: ADMIN_MESSAGES.created });
    expect(added.body.data).toMatchObject({ mobile: ADMINS.added, name: 'Sunita <b>', role: 'editor', active: true });

    const again = await post(API.admins.create, chief, { mobileNo: ADMINS.added, name: 'Other', role: 'editor' });
    expect(again.body).toEqual({ status: 409, message: ADMIN_MESSAGES.mobileTaken });
    const badRole = await post(API.admins.create, chief, { mobileNo: '9812360099', name: 'X', role: 'owner' });
    expect(badRole.body).toMatchObject({ status: 400, message: ADMIN_MESSAGES.roleInvalid });
    const noName = await post(API.admins.create, chief, { mobileNo: '9812360099', name: '   ', role: 'editor' });
    expect(noName.body).toMatchObject({ status: 400, message: ADMIN_MESSAGES.nameRequired });
    expect((await listed(chief)).some((admin) => admin.mobile === '9812360099')).toBe(false);
  });

  it('ends an admin’s sessions when their role changes, and records who changed what, from where', async () => {
    const chief = await signIn(ADMINS.chief);
    const publisher = await signIn(ADMINS.publisher);
    expect((await post(API.sessions.getAll, publisher)).status).toBe(200);
    const account = await accountOf(chief, ADMINS.publisher);

    const since = (await redis.xrevrange(ACTIVITY_STREAM, '+', '-', 'COUNT', 1))[0]?.[0] ?? '0';
    const changed = await post(API.admins.update, chief, {
      id: account.id,
      name: account.name,
      role: 'editor',
      active: true,
    });
    expect(changed.body).toMatchObject({ status: 200, message: ADMIN_MESSAGES.updated, data: { role: 'editor' } });

    expect((await post(API.sessions.getAll, publisher)).body).toEqual({ status: 401, message: TOKEN_REVOKED_MESSAGE });
    expect((jwt.decode(await signIn(ADMINS.publisher)) as { role: string }).role).toBe('editor');

    const events = (await redis.xrange(ACTIVITY_STREAM, `(${since}`, '+')).map(([, fields]) =>
      parseActivityFields(fields),
    );
    const event = events.find((entry) => entry.activityType === 'Admin changed');
    const chiefId = (jwt.decode(chief) as { sub: string }).sub;
    expect(event).toMatchObject({
      source: 'auth',
      actor: { id: chiefId, name: `Admin ${ADMINS.chief}`, role: 'administrator' },
      address: '203.0.113.60',
      requestId: 'audit-request-1',
      record: { type: 'admin', id: account.id },
      changes: [{ field: 'Role', old: 'Publisher', new: 'Editor' }],
    });
    await post(API.admins.update, chief, { id: account.id, name: account.name, role: 'publisher', active: true });
  });

  it('refuses an administrator’s change of their own role, and leaves one active administrator at least', async () => {
    const chief = await signIn(ADMINS.chief);
    const deputy = await signIn(ADMINS.deputy);
    const own = await accountOf(chief, ADMINS.chief);
    const self = await post(API.admins.update, chief, { id: own.id, name: own.name, role: 'editor', active: true });
    expect(self.body).toEqual({ status: 400, message: ADMIN_MESSAGES.selfChange });
    const renamed = await post(API.admins.update, chief, {
      id: own.id,
      name: 'Chief',
      role: 'administrator',
      active: true,
    });
    expect(renamed.body.data).toMatchObject({ name: 'Chief', role: 'administrator' });

    const deputyAccount = await accountOf(chief, ADMINS.deputy);
    const disabled = await post(API.admins.update, chief, { ...deputyAccount, active: false });
    expect(disabled.body.data).toMatchObject({ active: false });
    expect((await post(API.sessions.getAll, deputy)).status).toBe(401);
    // The chief is now the only active administrator: no other administrator's call can take that away.
    const chiefAccount = await accountOf(chief, ADMINS.chief);
    const another = signAdminToken(keys.privateKey, { claims: { role: 'administrator' } });
    for (const change of [{ role: 'publisher' }, { active: false }]) {
      const refused = await post(API.admins.update, another, { ...chiefAccount, ...change });
      expect(refused.body).toEqual({ status: 409, message: ADMIN_MESSAGES.lastAdministrator });
    }
    expect(await accountOf(chief, ADMINS.chief)).toMatchObject({ role: 'administrator', active: true });
    await post(API.admins.update, chief, { ...deputyAccount, active: true });
  });

  it('answers 403 to an editor or a publisher on admin management and resets, and lets them keep their own sessions', async () => {
    const editor = await signIn(ADMINS.editor);
    const publisher = await signIn(ADMINS.publisher);
    for (const token of [editor, publisher]) {
      for (const path of [API.admins.getAll, API.admins.create, API.admins.update, API.secondFactor.reset]) {
        expect((await post(path, token, {})).body).toEqual({ status: 403, message: ROLE_MESSAGES.refused });
      }
      expect((await post(API.sessions.getAll, token)).status).toBe(200);
      expect((await post(API.secondFactor.factors, token)).status).toBe(200);
    }
  });

  it('refuses a token signed before roles existed', async () => {
    const old = signAdminToken(keys.privateKey, { claims: { role: 'admin' as AdminRole } });
    expect((await post(API.sessions.getAll, old)).body).toEqual({ status: 401, message: TOKEN_INVALID_MESSAGE });
  });
});
