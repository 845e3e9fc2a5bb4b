import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type Redis from 'ioredis';
import { ObjectStorage, parseActivityFields, REDIS } from '@seedcorp/libs';
import {
  ACTIVITY_STREAM,
  API,
  DIRECTORY_MESSAGES,
  SERVICE_UNAVAILABLE_MESSAGE,
  type DirectorItem,
} from '@seedcorp/contracts';
import {
  adminBearer,
  generateTestKeyPair,
  incompressiblePng,
  lastActivity,
  overBudgetPng,
  postWith,
  refusedAuthorizations,
  startStoppableS3,
  startTestService,
  testPhoto as photo,
  type TestService,
} from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { DirectoriesConfig } from '../config';

const keys = generateTestKeyPair();
const bearer = () => adminBearer(keys.privateKey);

type Fields = Record<string, string>;

const FULL: Fields = {
  location: 'Head Office',
  name: 'Test Officer',
  designation: 'General Manager',
  email: 'officer@example.org',
  address: 'Sector 1, Test Town',
  mobileNo: '9876543210',
  officeNo: '01722000000',
};

describe('directors', () => {
  let service: TestService<DirectoriesConfig>;
  let app: INestApplication;
  let dataSource: DataSource;
  let storage: ObjectStorage;
  let redis: Redis;

  beforeAll(async () => {
    service = await startTestService(AppModule, DirectoriesConfig, {
      name: 'directors',
      publicKey: keys.publicKey,
      createBucket: true,
    });
    app = service.app;
    storage = app.get(ObjectStorage);
    dataSource = app.get(DataSource);
    redis = app.get<Redis>(REDIS);
  });

  afterAll(async () => {
    await service.close();
  });

  const post = (path: string, token: string | null = bearer()) => postWith(app, path, token);

  const submit = (path: string, fields: Fields, image?: { bytes: Buffer; name: string }) => {
    let call = post(path);
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    return image ? call.attach('image', image.bytes, image.name) : call;
  };

  const create = async (fields: Fields, image?: { bytes: Buffer; name: string }) =>
    submit(API.director.create, fields, image ?? { bytes: await photo(400, 500, 'png'), name: 'face.png' });

  const publicList = async (location: string, includeFile = true): Promise<DirectorItem[]> => {
    const response = await request(app.getHttpServer()).post(API.director.webGetAll).send({ location, includeFile });
    expect(response.body.status).toBe(200);
    return response.body.data;
  };

  const row = async (key: string) =>
    (await dataSource.query('SELECT * FROM directories.directors WHERE id = $1', [key]))[0];
  const rowCount = async () => Number((await dataSource.query('SELECT count(*) AS n FROM directories.directors'))[0].n);
  const lastEvents = (count: number) => lastActivity(redis, count);

  it('creates an entry with a photo: stored renditions, public item, photo URL with cache headers, activity', async () => {
    const response = await create(FULL);
    expect(response.body).toEqual({
      status: 200,
      message: DIRECTORY_MESSAGES.directorCreated,
      data: { key: expect.any(String) },
    });
    const key = response.body.data.key as string;
    const stored = await row(key);
    const names = (stored.photo_variants as { name: string }[]).map((variant) => variant.name).sort();
    expect(names).toEqual(['fallback.jpg', 'original.png', 'w320.webp', 'w400.webp'].sort());
    expect((await storage.list(`directors/${stored.photo_id}/`)).sort()).toEqual(
      names.map((name) => `directors/${stored.photo_id}/${name}`),
    );

    const item = (await publicList('Head Office')).find((entry) => entry.key === key);
    expect(item).toEqual({
      key,
      location: 'Head Office',
      name: 'Test Officer',
      designation: 'General Manager',
      mobileNo: '9876543210',
      officeNo: '01722000000',
      email: 'officer@example.org',
      address: 'Sector 1, Test Town',
      sortOrder: 0,
      url: `/api/director/photo/${stored.photo_id}/fallback.jpg`,
      srcset: expect.stringContaining(`/api/director/photo/${stored.photo_id}/w320.webp 320w`),
      width: 400,
      height: 500,
      file: expect.any(String),
    });
    expect((await sharp(Buffer.from(item!.file!, 'base64')).metadata()).format).toBe('jpeg');

    const file = await request(app.getHttpServer()).get(item!.url!);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const webp = await request(app.getHttpServer()).get(`/api/director/photo/${stored.photo_id}/w320.webp`);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.body).metadata()).width).toBe(320);

    expect(await lastEvents(1)).toEqual(['source directories activityType Created activityDetails Test Officer']);
  });

  it('answers missing optional values as empty text and leaves out the file when includeFile is false', async () => {
    const key = (await create({ location: 'Directors', name: 'Plain Entry', designation: 'Director' })).body.data.key;
    const [item] = (await publicList('Directors', false)).filter((entry) => entry.key === key);
    expect(item).toMatchObject({ mobileNo: '', officeNo: '', email: '', address: '' });
    expect(item.file).toBeUndefined();
    expect(item.url).toBeDefined();
  });

  it('pages the admin list (JSON body, paging in the query)', async () => {
    for (const name of ['First Paged', 'Second Paged']) await create({ ...FULL, name });
    const response = await post(`${API.director.getAll}?page=0&size=1`).send({ location: 'All', includeFile: false });
    expect(response.body.status).toBe(200);
    expect(response.body.data.content).toHaveLength(1);
    expect(response.body.data.totalPages).toBe(response.body.data.totalItems);
  });

  it('keeps the display order: sortOrder, then name; new entries go last; the same body gets the same answer', async () => {
    const later = (await create({ location: 'Regional Office', name: 'A Later', designation: 'Regional Manager' })).body
      .data.key;
    const earlier = (
      await create({ location: 'Regional Office', name: 'Z Earlier', designation: 'Regional Manager', sortOrder: '0' })
    ).body.data.key;
    const last = (await create({ location: 'Regional Office', name: 'B Last', designation: 'Regional Manager' })).body
      .data.key;
    const list = await publicList('Regional Office', false);
    expect(list.map((entry) => entry.key)).toEqual([later, earlier, last]);
    expect(list.map((entry) => [entry.name, entry.sortOrder])).toEqual([
      ['A Later', 0],
      ['Z Earlier', 0],
      ['B Last', 1],
    ]);
    expect(await publicList('Regional Office', false)).toEqual(list);

    await submit(API.director.update, {
      key: last,
      location: 'Regional Office',
      name: 'B Last',
      designation: 'Regional Manager',
      sortOrder: '-1',
    }).expect(400, { status: 400, message: DIRECTORY_MESSAGES.sortOrder });
    await post(API.director.update)
      .send({ key: last, location: 'Regional Office', name: 'B Last', designation: 'Regional Manager', sortOrder: 0 })
      .expect(200);
    expect((await publicList('Regional Office', false)).map((entry) => entry.name)).toEqual([
      'A Later',
      'B Last',
      'Z Earlier',
    ]);
  });

  it('edits without a new photo (the photo stays) and with one (the old objects go)', async () => {
    const key = (await create(FULL)).body.data.key;
    const before = await row(key);

    const edited = await submit(API.director.update, { ...FULL, key, name: 'Renamed Officer', email: '' });
    expect(edited.body).toEqual({ status: 200, message: DIRECTORY_MESSAGES.directorUpdated });
    const afterText = await row(key);
    expect(afterText).toMatchObject({ name: 'Renamed Officer', email: null, photo_id: before.photo_id });

    const replaced = await submit(
      API.director.update,
      { ...FULL, key, name: 'Renamed Officer' },
      { bytes: await photo(700, 300, 'jpeg'), name: 'new.jpg' },
    );
    expect(replaced.body.status).toBe(200);
    const afterPhoto = await row(key);
    expect(afterPhoto.photo_id).not.toBe(before.photo_id);
    expect(afterPhoto).toMatchObject({ photo_width: 700, photo_height: 300 });
    expect(await storage.list(`directors/${before.photo_id}/`)).toEqual([]);
    expect(await storage.list(`directors/${afterPhoto.photo_id}/`)).toContain(
      `directors/${afterPhoto.photo_id}/original.jpg`,
    );
    const item = (await publicList('Head Office')).find((entry) => entry.key === key)!;
    expect(item.url).toBe(`/api/director/photo/${afterPhoto.photo_id}/fallback.jpg`);
    expect((await sharp(Buffer.from(item.file!, 'base64')).metadata()).width).toBe(700);
    const old = await request(app.getHttpServer()).get(`/api/director/photo/${before.photo_id}/fallback.jpg`);
    expect(old.body).toEqual({ status: 404, message: DIRECTORY_MESSAGES.photoNotFound });
    expect(await lastEvents(2)).toEqual([
      'source directories activityType Updated activityDetails Renamed Officer',
      'source directories activityType Updated activityDetails Renamed Officer',
    ]);
  });

  it('names the director and each changed field, old and new, in the activity of an edit', async () => {
    const key = (await create(FULL)).body.data.key;
    await submit(API.director.update, { ...FULL, key, mobileNo: '9123456780', address: '' }).expect(200);
    const [[, fields]] = await redis.xrevrange(ACTIVITY_STREAM, '+', '-', 'COUNT', 1);
    expect(parseActivityFields(fields)).toMatchObject({
      activityType: 'Updated',
      activityDetails: 'Test Officer',
      record: { type: 'director', id: key },
      changes: [
        { field: 'Address', old: 'Sector 1, Test Town', new: null },
        { field: 'Mobile number', old: '9876543210', new: '9123456780' },
      ],
    });
    await submit(
      API.director.update,
      { ...FULL, key, mobileNo: '9123456780', address: '' },
      { bytes: await photo(300, 300, 'png'), name: 'again.png' },
    ).expect(200);
    const [[, photoFields]] = await redis.xrevrange(ACTIVITY_STREAM, '+', '-', 'COUNT', 1);
    expect(parseActivityFields(photoFields).changes).toEqual([
      { field: 'Photo', old: 'Earlier photo', new: 'New photo' },
    ]);
  });

  it('deletes the row and the photo; a second delete is a 404', async () => {
    const key = (await create(FULL)).body.data.key;
    const { photo_id: photoId } = await row(key);
    const deleted = await post(API.director.delete).type('form').send({ key });
    expect(deleted.body).toEqual({ status: 200, message: DIRECTORY_MESSAGES.directorDeleted });
    expect(await row(key)).toBeUndefined();
    expect(await storage.list(`directors/${photoId}/`)).toEqual([]);
    expect(await lastEvents(1)).toEqual(['source directories activityType Deleted activityDetails Test Officer']);
    const again = await post(API.director.delete).send({ key });
    expect(again.body).toEqual({ status: 404, message: DIRECTORY_MESSAGES.directorNotFound });
    const missing = await submit(API.director.update, { ...FULL, key });
    expect(missing.body).toEqual({ status: 404, message: DIRECTORY_MESSAGES.directorNotFound });
    const objectsBefore = await storage.list('directors/');
    const missingWithPhoto = await submit(
      API.director.update,
      { ...FULL, key },
      { bytes: await photo(300, 300, 'png'), name: 'late.png' },
    );
    expect(missingWithPhoto.body).toEqual({ status: 404, message: DIRECTORY_MESSAGES.directorNotFound });
    expect(await storage.list('directors/')).toEqual(objectsBefore);
  });

  it('answers the true entries per kind internally as each change moves them, and tells the dashboard of each change', async () => {
    const counts = async () =>
      (await request(app.getHttpServer()).get('/internal/counts')).body.data as { name: string; count: number }[];
    const before = await counts();
    expect(before.map((entry) => entry.name)).toEqual([
      'Directors',
      'Head Office',
      'Regional Office',
      'RTI officers',
      'RTI authorities',
    ]);
    const name = `Counted ${randomUUID().slice(0, 8)}`;
    const key = (await create({ ...FULL, name, location: 'Directors' })).body.data.key;
    await submit(API.director.update, { ...FULL, key, name, location: 'Head Office' });
    const moved = await counts();
    expect(moved[0].count).toBe(before[0].count);
    expect(moved[1].count).toBe(before[1].count + 1);
    await post(API.director.delete).send({ key });
    expect(await counts()).toEqual(before);
    expect(await lastEvents(3)).toEqual(
      ['Created', 'Updated', 'Deleted'].map(
        (type) => `source directories activityType ${type} activityDetails ${name}`,
      ),
    );
  });

  it('stores SQL metacharacters, quotes and markup verbatim', async () => {
    const name = `O'Brien"; DROP TABLE directories.directors; -- <script>alert('x')</script> \\ %_`;
    const address = `1' OR '1'='1 <img src=x onerror=alert(1)>`;
    const key = (await create({ ...FULL, name, address })).body.data.key;
    const item = (await publicList('Head Office', false)).find((entry) => entry.key === key)!;
    expect(item.name).toBe(name);
    expect(item.address).toBe(address);
    expect(await rowCount()).toBeGreaterThan(0);
  });

  describe('refused forms leave no row and no object', () => {
    let rowsBefore: number;
    let objectsBefore: number;
    /** The entry the refused edits try to change. */
    let editedKey: string;

    beforeAll(async () => {
      editedKey = (await create({ ...FULL, name: 'Edited Entry' })).body.data.key;
    });

    beforeEach(async () => {
      rowsBefore = await rowCount();
      objectsBefore = (await storage.list('directors/')).length;
    });

    afterEach(async () => {
      expect(await rowCount()).toBe(rowsBefore);
      expect((await storage.list('directors/')).length).toBe(objectsBefore);
    });

    it.each(['location', 'name', 'designation'])('create without %s', async (field) => {
      const response = await create({ ...FULL, [field]: '  ' });
      expect(response.body).toEqual({ status: 400, message: 'Please fill all required details.' });
    });

    it('create without an image', async () => {
      const response = await submit(API.director.create, FULL);
      expect(response.body).toEqual({ status: 400, message: 'Please fill all required details.' });
    });

    it.each(['location', 'name', 'designation'])('edit without %s', async (field) => {
      const response = await submit(API.director.update, { ...FULL, key: editedKey, [field]: '' });
      expect(response.body).toEqual({ status: 400, message: 'Fill All required Fields.' });
    });

    it.each(['officer@', 'officer@example', 'off icer@example.org', '@example.org'])('email %s', async (email) => {
      const response = await create({ ...FULL, email });
      expect(response.body).toEqual({ status: 400, message: 'Incorrect Email.' });
    });

    it.each(['98765432101', '98765-4321', '+919876543'])('mobile number %s', async (mobileNo) => {
      const response = await create({ ...FULL, mobileNo });
      expect(response.body).toEqual({ status: 400, message: DIRECTORY_MESSAGES.mobileDigits });
    });

    it.each(['0172-2000000', 'ext 12'])('office number %s', async (officeNo) => {
      const response = await create({ ...FULL, officeNo });
      expect(response.body).toEqual({ status: 400, message: DIRECTORY_MESSAGES.officeDigits });
    });

    it('a location outside the officeType list', async () => {
      const response = await create({ ...FULL, location: 'Branch Office' });
      expect(response.body).toEqual({ status: 400, message: DIRECTORY_MESSAGES.unknownOfficeType });
    });

    it('a designation outside the designation list', async () => {
      const response = await create({ ...FULL, designation: 'Chief Wizard' });
      expect(response.body).toEqual({ status: 400, message: DIRECTORY_MESSAGES.unknownDesignation });
    });

    it.each([
      ['an HTML file renamed .jpg', Buffer.from('<html><script>alert(1)</script></html>'), 'photo.jpg'],
      ['a PDF renamed .png', Buffer.from('%PDF-1.4\n%%EOF'), 'photo.png'],
      [
        'a JPEG header followed by text',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a picture')]),
        'x.jpg',
      ],
    ])('%s', async (_kind, bytes, name) => {
      const response = await create(FULL, { bytes, name });
      expect(response.body).toEqual({
        status: 400,
        message: 'Invalid file type. Please upload an image in jpg, png or jpeg format',
      });
    });

    it('a valid PNG of more pixels than the decode budget (100 x 399,000, a few KB)', async () => {
      const tall = await overBudgetPng();
      expect(tall.length).toBeLessThan(1024 * 1024);
      const response = await create(FULL, { bytes: tall, name: 'tall.png' });
      expect(response.body).toEqual({ status: 400, message: DIRECTORY_MESSAGES.imageTooManyPixels });
    });

    it('a 1.1 MB image', async () => {
      const big = await incompressiblePng(1.1 * 1024 * 1024);
      expect(big.length).toBeGreaterThan(1.1 * 1024 * 1024);
      const response = await create(FULL, { bytes: big, name: 'big.png' });
      expect(response.body).toEqual({ status: 400, message: 'File size exceeds 1MB.' });
    });

    it('a 1.1 MB image on edit', async () => {
      const response = await submit(
        API.director.update,
        { ...FULL, key: editedKey },
        { bytes: await incompressiblePng(1.1 * 1024 * 1024), name: 'big.png' },
      );
      expect(response.body).toEqual({ status: 400, message: 'File size exceeds 1MB.' });
    });
  });

  describe('admin calls need a valid, unrevoked token', () => {
    const calls = [API.director.create, API.director.update, API.director.delete, API.director.getAll];

    it.each(calls)('%s without a token', async (path) => {
      const response = await post(path, null).send({});
      expect(response.status).toBe(401);
      expect(response.body.status).toBe(401);
    });

    it.each(calls)('%s with an expired token', async (path) => {
      const { expired } = await refusedAuthorizations(keys.privateKey, redis, `revoked-${path}`);
      const response = await post(path, expired).send({});
      expect(response.status).toBe(401);
      expect(response.body.message).toContain('expired');
    });

    it.each(calls)('%s with a revoked token', async (path) => {
      const { revoked } = await refusedAuthorizations(keys.privateKey, redis, `revoked-${path}`);
      const response = await post(path, revoked).send({});
      expect(response.status).toBe(401);
    });

    it('an upload without a token is refused before it is read', async () => {
      const response = await post(API.director.create, null)
        .field('location', 'Directors')
        .attach('image', await photo(100, 100, 'png'), 'a.png');
      expect(response.status).toBe(401);
    });
  });
});

describe('directors while object storage is down', () => {
  const start = async (s3Endpoint: string) => {
    const service = await startTestService(AppModule, DirectoriesConfig, {
      name: 'directors-s3',
      publicKey: keys.publicKey,
      env: { S3_ENDPOINT: s3Endpoint },
    });
    return {
      app: service.app,
      rows: async () => service.app.get(DataSource).query('SELECT id FROM directories.directors'),
      close: () => service.close(),
    };
  };
  const createWithPhoto = async (app: INestApplication) => {
    let call = postWith(app, API.director.create, bearer());
    for (const [name, value] of Object.entries(FULL)) call = call.field(name, value);
    return call.attach('image', await photo(300, 300, 'png'), 'a.png');
  };

  it('a create answers 503 and writes no row', async () => {
    const harness = await start('http://127.0.0.1:9');
    try {
      const response = await createWithPhoto(harness.app);
      expect(response.body).toEqual({ status: 503, message: SERVICE_UNAVAILABLE_MESSAGE });
      expect(await harness.rows()).toEqual([]);
    } finally {
      await harness.close();
    }
  });

  it('a delete answers 503 and keeps the row, so that it can be retried', async () => {
    const s3 = await startStoppableS3();
    const harness = await start(s3.endpoint);
    try {
      await harness.app.get(ObjectStorage).ensureBucket();
      const key = (await createWithPhoto(harness.app)).body.data.key;
      await s3.stop();
      const remove = () => postWith(harness.app, API.director.delete, bearer()).send({ key });
      expect((await remove()).body).toEqual({ status: 503, message: SERVICE_UNAVAILABLE_MESSAGE });
      expect(await harness.rows()).toEqual([{ id: key }]);
      await s3.restart();
      expect((await remove()).body.status).toBe(200);
      expect(await harness.rows()).toEqual([]);
    } finally {
      await harness.close();
      await s3.dispose();
    }
  });
});
