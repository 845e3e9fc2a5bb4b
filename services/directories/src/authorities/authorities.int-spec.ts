import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { ACTIVITY_STREAM, DIRECTORY_MESSAGES, REDIS, revokedTokenKey } from '@seedcorp/libs';
import { generateTestKeyPair, signAdminToken, startTestService, type TestService } from '@seedcorp/libs/testing';
import { AppModule } from '../app.module';
import { DirectoriesConfig } from '../config';

const keys = generateTestKeyPair();
const bearer = () => `Bearer ${signAdminToken(keys.privateKey)}`;

const AUTHORITY = { district: 'Karnal', role: 'Public Information Officer', designation: 'Regional Manager' };

describe('RTI authorities', () => {
  let service: TestService<DirectoriesConfig>;
  let app: INestApplication;
  let redis: Redis;

  beforeAll(async () => {
    service = await startTestService(AppModule, DirectoriesConfig, { name: 'authorities', publicKey: keys.publicKey });
    app = service.app;
    redis = app.get<Redis>(REDIS);
  });

  afterAll(async () => {
    await service.close();
  });

  const post = (path: string, body: object, token: string | null = bearer()) => {
    const call = request(app.getHttpServer()).post(path);
    return (token ? call.set('Authorization', token) : call).send(body);
  };
  const create = async (fields: object) => {
    const response = await post('/api/authorities/create', fields);
    expect(response.body).toEqual({
      status: 200,
      message: DIRECTORY_MESSAGES.authorityCreated,
      data: { key: expect.any(String) },
    });
    return response.body.data.key as string;
  };
  const publicGroups = async () => {
    const response = await post('/api/authorities/web/getAll', { location: 'All' }, null);
    expect(response.body).toMatchObject({ status: 200, message: DIRECTORY_MESSAGES.authoritiesFetched });
    return response.body.data as Record<string, Record<string, string>[]>;
  };
  const lastEvents = async (count: number) =>
    (await redis.xrange(ACTIVITY_STREAM, '-', '+')).slice(-count).map(([, fields]) => fields.slice(0, 6).join(' '));

  it('creates, groups head office first then districts alphabetically, edits and deletes', async () => {
    await create(AUTHORITY);
    await create({ ...AUTHORITY, district: 'Head Office', role: 'First Appellate Authority', designation: 'Chairman' });
    await create({ ...AUTHORITY, district: 'Ambala' });
    const key = await create({ ...AUTHORITY, district: 'Head Office' });

    const groups = await publicGroups();
    expect(Object.keys(groups)).toEqual(['Head Office', 'Ambala', 'Karnal']);
    expect(groups['Head Office']).toEqual([
      { key: expect.any(String), district: 'Head Office', role: 'First Appellate Authority', designation: 'Chairman' },
      { key, district: 'Head Office', role: 'Public Information Officer', designation: 'Regional Manager' },
    ]);
    expect(await publicGroups()).toEqual(groups);

    const updated = await post('/api/authorities/update', {
      key,
      district: 'Head Office',
      role: 'Assistant Public Information Officer',
      designation: 'General Manager',
    });
    expect(updated.body).toEqual({ status: 200, message: DIRECTORY_MESSAGES.authorityUpdated });
    expect((await publicGroups())['Head Office'][0]).toEqual({
      key,
      district: 'Head Office',
      role: 'Assistant Public Information Officer',
      designation: 'General Manager',
    });

    const deleted = await post('/api/authorities/delete', { key });
    expect(deleted.body).toEqual({ status: 200, message: DIRECTORY_MESSAGES.authorityDeleted });
    expect((await publicGroups())['Head Office']).toHaveLength(1);
    expect(await lastEvents(3)).toEqual([
      'source directories activityType Created activityDetails Public Information Officer',
      'source directories activityType Updated activityDetails Assistant Public Information Officer',
      'source directories activityType Deleted activityDetails Assistant Public Information Officer',
    ]);
    expect((await post('/api/authorities/delete', { key })).body).toEqual({
      status: 404,
      message: DIRECTORY_MESSAGES.authorityNotFound,
    });
  });

  it('pages the admin list with an empty body and page/size in the query', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/authorities/getAll?page=0&size=2')
      .set('Authorization', bearer());
    expect(response.body.status).toBe(200);
    expect(response.body.data).toEqual({
      content: {
        'Head Office': [expect.objectContaining({ role: 'First Appellate Authority' })],
        Ambala: [expect.any(Object)],
      },
      totalItems: 3,
      totalPages: 2,
    });
  });

  it('refuses to accept multipart bodies carrying files', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/authorities/create')
      .set('Authorization', bearer())
      .field('district', 'Karnal')
      .attach('image', Buffer.from('x'), 'x.png');
    expect(response.body.status).toBe(400);
  });

  it('stores SQL metacharacters, quotes and markup verbatim once the role list has them', async () => {
    const role = `'; DELETE FROM directories.rti_authorities; -- <script>alert("r")</script>`;
    await app
      .get(DataSource)
      .query("INSERT INTO directories.master_values (list, value, sort_order) VALUES ('authRole', $1, 99)", [role]);
    await create({ ...AUTHORITY, district: 'Rohtak', role });
    expect((await publicGroups()).Rohtak.map((authority) => authority.role)).toEqual([role]);
  });

  describe('refused forms', () => {
    it.each(['district', 'role', 'designation'])('create without %s', async (field) => {
      const response = await post('/api/authorities/create', { ...AUTHORITY, [field]: '' });
      expect(response.body).toEqual({ status: 400, message: 'Please fill all required details.' });
    });

    it.each(['district', 'role', 'designation'])('edit without %s', async (field) => {
      const key = await create(AUTHORITY);
      const response = await post('/api/authorities/update', { ...AUTHORITY, key, [field]: '' });
      expect(response.body).toEqual({ status: 400, message: 'Fill All required Fields.' });
    });

    it.each([
      [{ district: 'Gotham' }, DIRECTORY_MESSAGES.unknownDistrict],
      [{ role: 'Gatekeeper' }, DIRECTORY_MESSAGES.unknownRole],
      [{ designation: 'Chief Wizard' }, DIRECTORY_MESSAGES.unknownDesignation],
    ])('%j', async (change, message) => {
      const response = await post('/api/authorities/create', { ...AUTHORITY, ...change });
      expect(response.body).toEqual({ status: 400, message });
    });
  });

  describe('admin calls need a valid, unrevoked token', () => {
    const calls = [
      '/api/authorities/create',
      '/api/authorities/update',
      '/api/authorities/delete',
      '/api/authorities/getAll',
    ];

    it.each(calls)('%s', async (path) => {
      const jti = `revoked-${path}`;
      await redis.set(revokedTokenKey(jti), '1', 'EX', 60);
      const expired = `Bearer ${signAdminToken(keys.privateKey, { expiresInSeconds: -10 })}`;
      for (const token of [null, expired, `Bearer ${signAdminToken(keys.privateKey, { jti })}`]) {
        const response = await post(path, AUTHORITY, token);
        expect(response.status).toBe(401);
      }
    });
  });
});
