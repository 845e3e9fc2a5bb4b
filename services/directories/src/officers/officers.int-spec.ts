import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type Redis from 'ioredis';
import { ACTIVITY_STREAM, DIRECTORY_MESSAGES, REDIS, revokedTokenKey } from '@seedcorp/libs';
import { generateTestKeyPair, signAdminToken, startTestService, type TestService } from '@seedcorp/libs/testing';
import { AppModule } from '../app.module';
import { DirectoriesConfig } from '../config';

const keys = generateTestKeyPair();
const bearer = () => `Bearer ${signAdminToken(keys.privateKey)}`;

const OFFICER = {
  district: 'Hisar',
  name: 'Hisar Officer',
  designation: 'Public Information Officer',
  address: 'Regional unit, Hisar',
  mobileNo: '9812345678',
  officeNo: '01662000000',
};

describe('RTI officers', () => {
  let service: TestService<DirectoriesConfig>;
  let app: INestApplication;
  let redis: Redis;

  beforeAll(async () => {
    service = await startTestService(AppModule, DirectoriesConfig, { name: 'officers', publicKey: keys.publicKey });
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
    const response = await post('/api/officersDirectory/create', fields);
    expect(response.body.status).toBe(200);
    return response.body.data.key as string;
  };
  const publicGroups = async () => {
    const response = await post('/api/officersDirectory/web/getAll', { location: 'All' }, null);
    expect(response.body).toMatchObject({ status: 200, message: DIRECTORY_MESSAGES.officersFetched });
    return response.body.data as Record<string, Record<string, string>[]>;
  };
  const lastEvents = async (count: number) =>
    (await redis.xrange(ACTIVITY_STREAM, '-', '+')).slice(-count).map(([, fields]) => fields.slice(0, 6).join(' '));

  it('groups the public list by district: head office first, the others alphabetically; missing values empty', async () => {
    await create({ ...OFFICER, district: 'Sirsa', name: 'Sirsa Officer' });
    await create(OFFICER);
    await create({ district: 'Head Office', name: 'Zed Head', designation: 'Public Information Officer' });
    await create({ ...OFFICER, district: 'Head Office', name: 'Abe Head', designation: 'First Appellate Authority' });
    await create({ ...OFFICER, district: 'Ambala', name: 'Ambala Officer' });

    const groups = await publicGroups();
    expect(Object.keys(groups)).toEqual(['Head Office', 'Ambala', 'Hisar', 'Sirsa']);
    expect(groups['Head Office'].map((officer) => officer.name)).toEqual(['Abe Head', 'Zed Head']);
    expect(groups['Head Office'][1]).toEqual({
      key: expect.any(String),
      district: 'Head Office',
      name: 'Zed Head',
      designation: 'Public Information Officer',
      address: '',
      mobileNo: '',
      officeNo: '',
    });
    expect(await publicGroups()).toEqual(groups);

    const oneDistrict = await post('/api/officersDirectory/web/getAll', { location: 'Sirsa' }, null);
    expect(Object.keys(oneDistrict.body.data)).toEqual(['Sirsa']);
  });

  it('pages the admin list over rows, grouped by district (paging in the body or the query)', async () => {
    const first = await post('/api/officersDirectory/getAll', { location: 'All', page: 0, size: 3 });
    expect(first.body.status).toBe(200);
    expect(first.body.data.totalItems).toBe(5);
    expect(first.body.data.totalPages).toBe(2);
    expect(Object.keys(first.body.data.content)).toEqual(['Head Office', 'Ambala']);
    const second = await request(app.getHttpServer())
      .post('/api/officersDirectory/getAll?page=1&size=3')
      .set('Authorization', bearer())
      .send({});
    expect(Object.keys(second.body.data.content)).toEqual(['Hisar', 'Sirsa']);
  });

  it('edits and deletes, with activity named after the officer', async () => {
    const key = await create({ ...OFFICER, name: 'Temporary Officer' });
    const updated = await post('/api/officersDirectory/update', {
      ...OFFICER,
      key,
      name: 'Edited Officer',
      mobileNo: '',
    });
    expect(updated.body).toEqual({ status: 200, message: DIRECTORY_MESSAGES.officerUpdated });
    const edited = (await publicGroups()).Hisar.find((officer) => officer.key === key);
    expect(edited).toMatchObject({ name: 'Edited Officer', mobileNo: '', officeNo: OFFICER.officeNo });

    const deleted = await post('/api/officersDirectory/delete', { key });
    expect(deleted.body).toEqual({ status: 200, message: DIRECTORY_MESSAGES.officerDeleted });
    expect((await publicGroups()).Hisar.some((officer) => officer.key === key)).toBe(false);
    expect(await lastEvents(3)).toEqual([
      'source directories activityType Created activityDetails Temporary Officer',
      'source directories activityType Updated activityDetails Edited Officer',
      'source directories activityType Deleted activityDetails Edited Officer',
    ]);
    expect((await post('/api/officersDirectory/delete', { key })).body).toEqual({
      status: 404,
      message: DIRECTORY_MESSAGES.officerNotFound,
    });
    expect((await post('/api/officersDirectory/update', { ...OFFICER, key })).body).toEqual({
      status: 404,
      message: DIRECTORY_MESSAGES.officerNotFound,
    });
  });

  it('stores SQL metacharacters, quotes and markup verbatim (urlencoded form)', async () => {
    const name = `Robert'); DROP TABLE directories.rti_officers;-- "<script>alert(1)</script>"`;
    const response = await request(app.getHttpServer())
      .post('/api/officersDirectory/create')
      .set('Authorization', bearer())
      .type('form')
      .send({ ...OFFICER, district: 'Jind', name });
    expect(response.body.status).toBe(200);
    expect((await publicGroups()).Jind.map((officer) => officer.name)).toEqual([name]);
  });

  describe('refused forms', () => {
    it.each(['district', 'name', 'designation'])('create without %s', async (field) => {
      const response = await post('/api/officersDirectory/create', { ...OFFICER, [field]: '' });
      expect(response.body).toEqual({ status: 400, message: 'Please fill all required details.' });
    });

    it.each(['district', 'name', 'designation'])('edit without %s', async (field) => {
      const key = await create(OFFICER);
      const response = await post('/api/officersDirectory/update', { ...OFFICER, key, [field]: ' ' });
      expect(response.body).toEqual({ status: 400, message: 'Fill All required Fields.' });
    });

    it.each([
      [{ mobileNo: '98123456789' }, DIRECTORY_MESSAGES.mobileDigits],
      [{ mobileNo: '98123 45678' }, DIRECTORY_MESSAGES.mobileDigits],
      [{ officeNo: '01662-200000' }, DIRECTORY_MESSAGES.officeDigits],
      [{ district: 'Gotham' }, DIRECTORY_MESSAGES.unknownDistrict],
      [{ designation: 'Chief Wizard' }, DIRECTORY_MESSAGES.unknownDesignation],
      [{ name: 'x'.repeat(201) }, DIRECTORY_MESSAGES.tooLong],
    ])('%j', async (change, message) => {
      const response = await post('/api/officersDirectory/create', { ...OFFICER, ...change });
      expect(response.body).toEqual({ status: 400, message });
    });

    it('a public list for an unknown district', async () => {
      const response = await post('/api/officersDirectory/web/getAll', { location: 'Gotham' }, null);
      expect(response.body).toEqual({ status: 400, message: DIRECTORY_MESSAGES.unknownDistrict });
    });
  });

  describe('admin calls need a valid, unrevoked token', () => {
    const calls = [
      '/api/officersDirectory/create',
      '/api/officersDirectory/update',
      '/api/officersDirectory/delete',
      '/api/officersDirectory/getAll',
    ];

    it.each(calls)('%s', async (path) => {
      const jti = `revoked-${path}`;
      await redis.set(revokedTokenKey(jti), '1', 'EX', 60);
      const expired = `Bearer ${signAdminToken(keys.privateKey, { expiresInSeconds: -10 })}`;
      for (const token of [null, expired, `Bearer ${signAdminToken(keys.privateKey, { jti })}`]) {
        const response = await post(path, OFFICER, token);
        expect(response.status).toBe(401);
      }
    });
  });
});
