import { randomBytes, randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type Redis from 'ioredis';
import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ObjectStorage, REDIS } from '@seedcorp/libs';
import {
  API,
  NOTIFICATION_LOCATIONS,
  NOTIFICATION_MESSAGES,
  ROLE_MESSAGES,
  SERVICE_UNAVAILABLE_MESSAGE,
  validityText,
  type NotificationItem,
} from '@seedcorp/contracts';
import {
  activityLines as streamLines,
  adminBearer,
  generateTestKeyPair,
  refusedAuthorizations,
  signAdminToken,
  startStoppableS3,
  startTestService,
  type TestService,
} from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { NotificationsConfig } from '../config';
import { indiaDay } from './india-calendar';
import { NoticeArchiveService } from './notice-archive.service';

const keys = generateTestKeyPair();
const bearer = () => adminBearer(keys.privateKey);

async function pdf(text: string, change?: (document: PDFDocument) => void): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText(text, { x: 50, y: 700, size: 14 });
  change?.(document);
  return Buffer.from(await document.save());
}

/** A valid PDF padded with an unreferenced stream of text to just over `bytes`. */
function paddedPdf(bytes: number): Promise<Buffer> {
  return pdf('large', (document) => {
    document.context.register(document.context.stream(randomBytes(bytes / 2).toString('hex')));
  });
}

interface Harness {
  service: TestService<NotificationsConfig>;
  app: INestApplication;
  storage: ObjectStorage;
  dataSource: DataSource;
  close(): Promise<void>;
}

async function startNotifications(
  env: Record<string, string> = {},
  replicaOf?: TestService<NotificationsConfig>,
): Promise<Harness> {
  const service = await startTestService(AppModule, NotificationsConfig, {
    name: replicaOf ? 'notifications-replica' : 'notifications',
    publicKey: keys.publicKey,
    env,
    createBucket: !env.S3_ENDPOINT && !replicaOf,
    replicaOf,
  });
  return {
    service,
    app: service.app,
    storage: service.app.get(ObjectStorage),
    dataSource: service.app.get(DataSource),
    close: () => service.close(),
  };
}

interface Form {
  key?: string;
  title?: string;
  location?: string;
  submissionDate?: string;
  validUntil?: string;
}

function send(
  harness: Harness,
  path: 'create' | 'updateNotification',
  form: Form,
  file?: { bytes: Buffer; name: string },
  token = bearer(),
) {
  let call = request(harness.app.getHttpServer()).post(API.notifications[path]).set('Authorization', token);
  for (const [name, value] of Object.entries(form)) call = call.field(name, value as string);
  return file ? call.attach('file', file.bytes, file.name) : call;
}

const create = (harness: Harness, form: Form, file?: { bytes: Buffer; name: string }) =>
  send(harness, 'create', form, file);

const rowCount = async (harness: Harness) =>
  Number((await harness.dataSource.query('SELECT count(*) AS n FROM notifications.notifications'))[0].n);

const activityLines = (harness: Harness) => streamLines(harness.app.get<Redis>(REDIS));

describe('notifications', () => {
  let harness: Harness;
  const server = () => harness.app.getHttpServer();

  beforeAll(async () => {
    harness = await startNotifications();
  });

  afterAll(async () => {
    await harness.close();
  });

  it('creates one of each location kind; the public calls and the document URL serve them', async () => {
    const records = [
      { title: 'Annual general meeting notice', location: 'Home Page' },
      { title: 'Tender for gunny bags', location: 'Tender', submissionDate: indiaDay(10) },
      { title: 'Tender for seed cleaning', location: 'Archived Tender', submissionDate: '2024-03-31' },
      { title: 'Purchase Manual', location: 'Manuals' },
    ];
    const stored = new Map<string, { key: string; bytes: Buffer }>();
    for (const record of records) {
      const bytes = await pdf(record.title);
      const response = await create(harness, { ...record, title: `  ${record.title} ` }, { bytes, name: 'a.pdf' });
      expect(response.body).toMatchObject({ status: 200, message: NOTIFICATION_MESSAGES.created });
      stored.set(record.location, { key: response.body.data.key, bytes });
    }

    const home = await request(server()).post(API.notifications.webGetNotification).send({ location: 'Home Page' });
    expect(home.body.status).toBe(200);
    const announcement = home.body.data.find((item: { key: string }) => item.key === stored.get('Home Page')!.key);
    expect(Object.keys(announcement).sort()).toEqual(['bytes', 'createdAt', 'file', 'key', 'location', 'title', 'url']);
    expect(announcement).toMatchObject({ title: 'Annual general meeting notice', location: 'Home Page' });
    expect(Buffer.from(announcement.file, 'base64').equals(stored.get('Home Page')!.bytes)).toBe(true);
    expect(announcement.bytes).toBe(stored.get('Home Page')!.bytes.length);

    const manuals = await request(server())
      .post(API.notifications.webGetNotification)
      .send({ location: 'Manuals', includeFile: false });
    expect(manuals.body.data).toEqual([
      expect.objectContaining({ key: stored.get('Manuals')!.key, title: 'Purchase Manual', location: 'Manuals' }),
    ]);
    expect(manuals.body.data[0].file).toBeUndefined();

    for (const [location, date] of [
      ['Tender', indiaDay(10)],
      ['Archived Tender', '2024-03-31'],
    ]) {
      const tenders = await request(server()).post(API.notifications.getNotification).send({ location });
      expect(tenders.body.status).toBe(200);
      const item = tenders.body.data.find((entry: { key: string }) => entry.key === stored.get(location)!.key);
      expect(Object.keys(item).sort()).toEqual(['bytes', 'file', 'key', 'location', 'subDate', 'title', 'url']);
      expect(item).toMatchObject({ location, subDate: date });
      expect(Buffer.from(item.file, 'base64').equals(stored.get(location)!.bytes)).toBe(true);
    }

    const { key, bytes } = stored.get('Tender')!;
    const document = await request(server()).get(API.notifications.document(key)).buffer(true);
    expect(document.status).toBe(200);
    expect(Buffer.from(document.body).equals(bytes)).toBe(true);
    expect(document.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'content-disposition': `inline; filename="Tender for gunny bags.pdf"; filename*=UTF-8''Tender%20for%20gunny%20bags.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, no-cache',
    });
    const cached = await request(server())
      .get(API.notifications.document(key))
      .set('If-None-Match', document.headers.etag);
    expect(cached.status).toBe(304);

    const listed = (await request(server()).post(API.notifications.getNotification).send({ location: 'Tender' })).body
      .data[0].url as string;
    expect(listed).toMatch(new RegExp(`^/api/notifications/document/${key}\\?v=[0-9a-f-]{36}$`));
    const versioned = await request(server()).get(listed).buffer(true);
    expect(Buffer.from(versioned.body).equals(bytes)).toBe(true);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers the same body with the same bytes (cacheable) and orders tenders by last date', async () => {
    for (const [title, days] of [
      ['Late tender', 40],
      ['Early tender', 2],
    ] as const) {
      await create(
        harness,
        { title, location: 'Tender', submissionDate: indiaDay(days) },
        { bytes: await pdf(title), name: 't.pdf' },
      );
    }
    const list = () =>
      request(server()).post(API.notifications.getNotification).send({ location: 'Tender', includeFile: false });
    const [first, second] = [await list(), await list()];
    expect(first.text).toBe(second.text);
    const dates = first.body.data.map((item: { subDate: string }) => item.subDate);
    expect(dates).toEqual([...dates].sort());
  });

  it.each([
    ['a valid token', () => bearer()],
    ['an expired token', () => `Bearer ${signAdminToken(keys.privateKey, { expiresInSeconds: -60 })}`],
    ['garbage', () => 'Bearer not-a-token'],
  ])('answers the public tender form with the public list when the call carries %s', async (_name, header) => {
    const title = `Tender seen by a signed-in admin ${randomUUID()}`;
    await create(
      harness,
      { title, location: 'Tender', submissionDate: indiaDay(5) },
      { bytes: await pdf(title), name: 't.pdf' },
    );
    const list = (authorization?: string) => {
      const call = request(server()).post(API.notifications.getNotification);
      return (authorization ? call.set('Authorization', authorization) : call).send({
        location: 'Tender',
        includeFile: false,
      });
    };
    const [anonymous, withHeader] = [await list(), await list(header())];
    expect(withHeader.status).toBe(200);
    expect(Array.isArray(withHeader.body.data)).toBe(true);
    expect(withHeader.body.data.map((item: { title: string }) => item.title)).toContain(title);
    expect(withHeader.text).toBe(anonymous.text);
  });

  it('pages the admin form newest first and needs a token for it', async () => {
    for (const title of ['Older circular', 'Newer circular']) {
      await create(harness, { title, location: 'Circulars' }, { bytes: await pdf(title), name: 'c.pdf' });
    }
    const response = await request(server())
      .post(`${API.notifications.getNotification}?page=0&size=2`)
      .set('Authorization', bearer())
      .send({ location: 'All' });
    expect(response.body.status).toBe(200);
    const { content, totalItems, totalPages } = response.body.data;
    expect(content).toHaveLength(2);
    expect(totalItems).toBe(await rowCount(harness));
    expect(totalPages).toBe(Math.ceil(totalItems / 2));
    expect(new Date(content[0].createdAt) >= new Date(content[1].createdAt)).toBe(true);
    expect(Object.keys(content[0]).sort()).toEqual(
      [
        'archivedAt',
        'bytes',
        'createdAt',
        'key',
        'location',
        'submissionDate',
        'title',
        'updatedAt',
        'url',
        'validUntil',
      ].sort(),
    );

    for (const body of [{ location: 'All' }, { location: 'Home Page' }, { location: 'Tender', page: 0, size: 10 }]) {
      const anonymous = await request(server()).post(API.notifications.getNotification).send(body);
      expect(anonymous.status).toBe(401);
    }
    const pagedInQuery = await request(server())
      .post(`${API.notifications.getNotification}?page=0`)
      .send({ location: 'Tender' });
    expect(pagedInQuery.status).toBe(401);
  });

  it("refuses the admin form to an editor's token, and answers the public tender form as to anyone", async () => {
    const editor = `Bearer ${signAdminToken(keys.privateKey, { claims: { role: 'editor' } })}`;
    const adminForm = await request(server())
      .post(`${API.notifications.getNotification}?page=0&size=10`)
      .set('Authorization', editor)
      .send({ location: 'All' });
    expect({ status: adminForm.status, body: adminForm.body }).toEqual({
      status: 403,
      body: { status: 403, message: ROLE_MESSAGES.refused },
    });
    const publicForm = await request(server())
      .post(API.notifications.getNotification)
      .set('Authorization', editor)
      .send({ location: 'Tender' });
    expect(publicForm.status).toBe(200);
  });

  it('serves every location with whether it needs a date', async () => {
    const response = await request(server()).get(API.master.notificationType);
    expect(response.body.status).toBe(200);
    expect(response.body.data).toHaveLength(NOTIFICATION_LOCATIONS.length);
    expect(response.body.data.filter((item: { needsSubmissionDate: boolean }) => item.needsSubmissionDate)).toEqual([
      { type: 'Tender', needsSubmissionDate: true },
      { type: 'Archived Tender', needsSubmissionDate: true },
    ]);
    expect(response.body.data).toContainEqual({ type: 'Anti Stubble Burning', needsSubmissionDate: false });
  });

  describe('refused creates store nothing', () => {
    let rowsBefore: number;
    let objectsBefore: number;

    beforeEach(async () => {
      rowsBefore = await rowCount(harness);
      objectsBefore = (await harness.storage.list('notifications/')).length;
    });

    afterEach(async () => {
      expect(await rowCount(harness)).toBe(rowsBefore);
      expect((await harness.storage.list('notifications/')).length).toBe(objectsBefore);
    });

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const cases: [string, () => Promise<[Form, { bytes: Buffer; name: string } | undefined]>, string][] = [
      [
        'a missing title',
        async () => [{ location: 'Home Page' }, { bytes: await pdf('x'), name: 'a.pdf' }],
        'required',
      ],
      [
        'a blank title',
        async () => [
          { title: '  ', location: 'Home Page' },
          { bytes: await pdf('x'), name: 'a.pdf' },
        ],
        'required',
      ],
      ['a missing file', async () => [{ title: 'T', location: 'Home Page' }, undefined], 'required'],
      ['a missing location', async () => [{ title: 'T' }, { bytes: await pdf('x'), name: 'a.pdf' }], 'required'],
      [
        'a PNG renamed .pdf',
        async () => [
          { title: 'T', location: 'Home Page' },
          { bytes: png, name: 'a.pdf' },
        ],
        'invalidType',
      ],
      [
        'an HTML file renamed .pdf',
        async () => [
          { title: 'T', location: 'Home Page' },
          { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'a.pdf' },
        ],
        'invalidType',
      ],
      [
        'a PDF header over HTML',
        async () => [
          { title: 'T', location: 'Home Page' },
          { bytes: Buffer.from('%PDF-1.7\n<script>alert(1)</script>'), name: 'a.pdf' },
        ],
        'invalidType',
      ],
      [
        'a 1.1 MB PDF',
        async () => [
          { title: 'T', location: 'Home Page' },
          { bytes: await paddedPdf(1.1 * 1024 * 1024), name: 'a.pdf' },
        ],
        'tooLarge',
      ],
      [
        'a tender without a date',
        async () => [
          { title: 'T', location: 'Tender' },
          { bytes: await pdf('x'), name: 'a.pdf' },
        ],
        'dateRequired',
      ],
      [
        'an archived tender with a date that is no day',
        async () => [
          { title: 'T', location: 'Archived Tender', submissionDate: '2025-02-30' },
          { bytes: await pdf('x'), name: 'a.pdf' },
        ],
        'dateInvalid',
      ],
      [
        'a PDF that runs JavaScript when opened',
        async () => [
          { title: 'T', location: 'Home Page' },
          {
            bytes: await pdf('x', (document) =>
              document.catalog.set(
                PDFName.of('OpenAction'),
                document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
              ),
            ),
            name: 'a.pdf',
          },
        ],
        'scripted',
      ],
      [
        'an encrypted PDF',
        async () => [
          { title: 'T', location: 'Home Page' },
          {
            bytes: await pdf('x', (document) => {
              document.context.trailerInfo.Encrypt = document.context.register(
                document.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -4 }),
              );
            }),
            name: 'a.pdf',
          },
        ],
        'encrypted',
      ],
      [
        'an unknown location',
        async () => [
          { title: 'T', location: 'Gallery' },
          { bytes: await pdf('x'), name: 'a.pdf' },
        ],
        'unknownLocation',
      ],
      [
        'a 301-character title',
        async () => [
          { title: 'x'.repeat(301), location: 'Home Page' },
          { bytes: await pdf('x'), name: 'a.pdf' },
        ],
        'titleTooLong',
      ],
    ];

    it.each(cases)('%s', async (_kind, make, message) => {
      const [form, file] = await make();
      const response = await create(harness, form, file);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        status: 400,
        message: NOTIFICATION_MESSAGES[message as keyof typeof NOTIFICATION_MESSAGES],
      });
    });
  });

  it('keeps the row and its object together when the row cannot be written', async () => {
    await harness.dataSource.query(
      "ALTER TABLE notifications.notifications ADD CONSTRAINT no_policies CHECK (location <> 'Policies') NOT VALID",
    );
    try {
      const objectsBefore = (await harness.storage.list('notifications/')).length;
      const response = await create(
        harness,
        { title: 'P', location: 'Policies' },
        { bytes: await pdf('p'), name: 'p.pdf' },
      );
      expect(response.status).toBe(500);
      expect((await harness.storage.list('notifications/')).length).toBe(objectsBefore);
    } finally {
      await harness.dataSource.query('ALTER TABLE notifications.notifications DROP CONSTRAINT no_policies');
    }
  });

  describe('update', () => {
    let key: string;
    let original: Buffer;

    beforeAll(async () => {
      original = await pdf('first version');
      key = (await create(harness, { title: 'Circular 1', location: 'Circulars' }, { bytes: original, name: 'c.pdf' }))
        .body.data.key;
    });

    const row = async () =>
      (await harness.dataSource.query('SELECT * FROM notifications.notifications WHERE id = $1', [key]))[0];

    it('changes the fields and keeps the document when no file is sent', async () => {
      const before = await row();
      const response = await send(harness, 'updateNotification', {
        key,
        title: 'Tender for jute bags',
        location: 'Tender',
        submissionDate: indiaDay(5),
      });
      expect(response.body).toEqual({ status: 200, message: NOTIFICATION_MESSAGES.updated });
      const after = await row();
      expect(after).toMatchObject({
        title: 'Tender for jute bags',
        location: 'Tender',
        document_key: before.document_key,
      });
      const served = await request(server()).get(API.notifications.document(key)).buffer(true);
      expect(Buffer.from(served.body).equals(original)).toBe(true);
    });

    it('replaces the document: the new bytes are served and the old object is gone', async () => {
      const before = await row();
      const replacement = await pdf('second version');
      const response = await send(
        harness,
        'updateNotification',
        { key, title: 'Circular 1 (revised)', location: 'Circulars' },
        { bytes: replacement, name: 'c2.pdf' },
      );
      expect(response.body).toEqual({ status: 200, message: NOTIFICATION_MESSAGES.updated });
      const after = await row();
      expect(after.document_key).not.toBe(before.document_key);
      expect(after.submission_date).toBeNull();
      expect(await harness.storage.stat(before.document_key)).toBeUndefined();
      expect(await harness.storage.list(`notifications/${key}/`)).toEqual([after.document_key]);
      const served = await request(server()).get(API.notifications.document(key)).buffer(true);
      expect(Buffer.from(served.body).equals(replacement)).toBe(true);
      expect(served.headers['content-disposition']).toContain('filename="Circular 1 (revised).pdf"');
    });

    it.each([
      ['an empty title', { title: ' ', location: 'Circulars' }, NOTIFICATION_MESSAGES.titleEmpty],
      ['an empty location', { title: 'T', location: '' }, NOTIFICATION_MESSAGES.locationEmpty],
      ['a tender without a date', { title: 'T', location: 'Tender' }, NOTIFICATION_MESSAGES.dateRequired],
    ])('refuses %s and changes nothing', async (_kind, form, message) => {
      const before = await row();
      const response = await send(harness, 'updateNotification', { key, ...form });
      expect(response.body).toEqual({ status: 400, message });
      expect(await row()).toEqual(before);
    });

    it('refuses a new file that is not a PDF and keeps the old one', async () => {
      const before = await row();
      const response = await send(
        harness,
        'updateNotification',
        { key, title: 'T', location: 'Circulars' },
        { bytes: Buffer.from('<html></html>'), name: 'x.pdf' },
      );
      expect(response.body).toEqual({ status: 400, message: NOTIFICATION_MESSAGES.invalidType });
      expect(await row()).toEqual(before);
      expect(await harness.storage.list(`notifications/${key}/`)).toEqual([before.document_key]);
    });

    it('answers 404 for an unknown key', async () => {
      const response = await send(harness, 'updateNotification', { key: randomUUID(), title: 'T', location: 'Forms' });
      expect(response.body).toEqual({ status: 404, message: NOTIFICATION_MESSAGES.notFound });
    });
  });

  it('deletes the row and the object; then the key is unknown everywhere', async () => {
    const key = (
      await create(
        harness,
        { title: 'Transfer order', location: 'Transfers' },
        { bytes: await pdf('t'), name: 't.pdf' },
      )
    ).body.data.key;
    const deleted = await request(server())
      .post(API.notifications.deleteNotification)
      .set('Authorization', bearer())
      .send({ key });
    expect(deleted.body).toEqual({ status: 200, message: NOTIFICATION_MESSAGES.deleted });
    expect(await harness.storage.list(`notifications/${key}/`)).toEqual([]);
    expect(await harness.dataSource.query('SELECT id FROM notifications.notifications WHERE id = $1', [key])).toEqual(
      [],
    );

    const again = await request(server())
      .post(API.notifications.deleteNotification)
      .set('Authorization', bearer())
      .type('form')
      .send({ key });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ status: 404, message: NOTIFICATION_MESSAGES.notFound });
    for (const path of [API.notifications.document(key), API.notifications.document('not-a-key')]) {
      const document = await request(server()).get(path);
      expect(document.status).toBe(404);
      expect(document.body).toEqual({ status: 404, message: 'Document not found.' });
    }
  });

  it('answers the true counts internally as each change moves them, and tells the dashboard of each change', async () => {
    const counts = async () =>
      ((await request(server()).get('/internal/counts')).body.data as { name: string; count: number }[]).filter(
        (entry) => entry.name === 'Circulars' || entry.name === 'Forms',
      );
    const before = await counts();
    const title = `Counted ${randomUUID()}`;
    const key = (await create(harness, { title, location: 'Circulars' }, { bytes: await pdf('c'), name: 'c.pdf' })).body
      .data.key;
    await send(harness, 'updateNotification', { key, title, location: 'Forms' });
    const after = await counts();
    expect(after[0].count).toBe(before[0].count);
    expect(after[1].count).toBe(before[1].count + 1);
    await request(server()).post(API.notifications.deleteNotification).set('Authorization', bearer()).send({ key });
    expect(await counts()).toEqual(before);
    expect((await activityLines(harness)).filter((line) => line.includes(title))).toEqual(
      ['Created', 'Updated', 'Deleted'].map((type) =>
        expect.stringContaining(`source notifications activityType ${type} activityDetails ${title}`),
      ),
    );
  });

  it('publishes an activity event with the title for every create, update and delete', async () => {
    const title = `Activity check ${randomUUID()}`;
    const key = (await create(harness, { title, location: 'Placement' }, { bytes: await pdf('a'), name: 'a.pdf' })).body
      .data.key;
    await send(harness, 'updateNotification', { key, title, location: 'Policies' });
    await request(server()).post(API.notifications.deleteNotification).set('Authorization', bearer()).send({ key });
    const mine = (await activityLines(harness)).filter((line) => line.includes(title));
    expect(mine).toEqual([
      expect.stringContaining(`source notifications activityType Created activityDetails ${title}`),
      expect.stringContaining(`source notifications activityType Updated activityDetails ${title}`),
      expect.stringContaining(`source notifications activityType Deleted activityDetails ${title}`),
    ]);
  });

  describe('admin calls refuse', () => {
    const calls: [string, (token?: string) => request.Test][] = [
      [
        'create',
        (token) =>
          withToken(request(harness.app.getHttpServer()).post(API.notifications.create), token).field('title', 'x'),
      ],
      [
        'updateNotification',
        (token) =>
          withToken(request(harness.app.getHttpServer()).post(API.notifications.updateNotification), token).send({}),
      ],
      [
        'deleteNotification',
        (token) =>
          withToken(request(harness.app.getHttpServer()).post(API.notifications.deleteNotification), token).send({}),
      ],
      [
        'getNotification (admin form)',
        (token) =>
          withToken(request(harness.app.getHttpServer()).post(API.notifications.getNotification), token).send({
            location: 'All',
            page: 0,
            size: 10,
          }),
      ],
    ];
    function withToken(call: request.Test, authorization?: string): request.Test {
      return authorization ? call.set('Authorization', authorization) : call;
    }

    it.each(calls)('%s without a token', async (_name, call) => {
      const response = await call();
      expect(response.status).toBe(401);
      expect(response.body.status).toBe(401);
    });

    it.each(calls)('%s with an expired token', async (_name, call) => {
      const response = await call(adminBearer(keys.privateKey, { expiresInSeconds: -60 }));
      expect(response.status).toBe(401);
      expect(response.body.message).toContain('expired');
    });

    it.each(calls)('%s with a revoked token', async (_name, call) => {
      const { revoked } = await refusedAuthorizations(keys.privateKey, harness.app.get<Redis>(REDIS), randomUUID());
      const response = await call(revoked);
      expect(response.status).toBe(401);
      expect(response.body.status).toBe(401);
    });
  });
});

describe('tender archive', () => {
  it('moves a tender dated yesterday exactly once when two replicas run at the same moment', async () => {
    const first = await startNotifications();
    const replica = await startNotifications({}, first.service);
    const second = replica.app;
    try {
      const title = `Tender closed yesterday ${randomUUID()}`;
      const stays = `Tender closing today ${randomUUID()}`;
      for (const [name, date] of [
        [title, indiaDay(-1)],
        [stays, indiaDay(0)],
      ]) {
        const response = await create(
          first,
          { title: name, location: 'Tender', submissionDate: date },
          { bytes: await pdf('t'), name: 't.pdf' },
        );
        expect(response.body.status).toBe(200);
      }

      const runs = await Promise.all(
        [first.app, second, first.app, second].map((app) => app.get(NoticeArchiveService).archivePastTenders()),
      );
      expect(runs.flat().filter((moved) => moved === title)).toHaveLength(1);
      expect(runs.flat()).not.toContain(stays);

      const rows = await first.dataSource.query(
        'SELECT title, location FROM notifications.notifications WHERE title = ANY($1) ORDER BY location',
        [[title, stays]],
      );
      expect(rows).toEqual([
        { title, location: 'Archived Tender' },
        { title: stays, location: 'Tender' },
      ]);
      const firstEvents = (await activityLines(first)).filter((line) => line.includes(title));
      const secondEvents = (await activityLines(replica)).filter((line) => line.includes(title));
      expect([...firstEvents, ...secondEvents].filter((line) => line.includes('activityType Archived'))).toHaveLength(
        1,
      );

      const archived = await request(first.app.getHttpServer())
        .post(API.notifications.getNotification)
        .send({ location: 'Archived Tender', includeFile: false });
      expect(archived.body.data.map((item: { title: string }) => item.title)).toContain(title);
      expect(await first.app.get(NoticeArchiveService).archivePastTenders()).toEqual([]);
    } finally {
      await replica.close();
      await first.close();
    }
  });
  it('gives each tender one rule: the earlier of its last date and its validity end moves it, once, with one event', async () => {
    const first = await startNotifications();
    const replica = await startNotifications({}, first.service);
    try {
      const id = randomUUID();
      const noValidity = `Tender without a validity end ${id}`;
      const validityFirst = `Tender whose validity ended before its last date ${id}`;
      const lastDateFirst = `Tender whose last date ended before its validity ${id}`;
      for (const title of [noValidity, validityFirst, lastDateFirst]) {
        const form = { title, location: 'Tender', submissionDate: indiaDay(-1) };
        expect((await create(first, form, { bytes: await pdf('t'), name: 't.pdf' })).body.status).toBe(200);
      }
      // Time has passed: one validity ended at noon of the last date, the other a second ago, after the last date.
      await first.dataSource.query(
        `UPDATE notifications.notifications SET valid_until = CASE title
           WHEN $1 THEN ($3::date + time '12:00') AT TIME ZONE 'Asia/Kolkata'
           ELSE now() - interval '1 second' END
         WHERE title = ANY(ARRAY[$1, $2])`,
        [validityFirst, lastDateFirst, indiaDay(-1)],
      );

      const archives = [first.app, replica.app].map((app) => app.get(NoticeArchiveService));
      const runs = await Promise.all(
        archives.flatMap((archive) => [
          archive.archivePastTenders(),
          archive.archiveExpired(),
          archive.archiveExpired(),
        ]),
      );
      const [byTenderRule, byValidityRule] = [[runs[0], runs[3]].flat(), [runs[1], runs[2], runs[4], runs[5]].flat()];
      expect(byTenderRule.filter((title) => title.endsWith(id)).sort()).toEqual([lastDateFirst, noValidity].sort());
      expect(byValidityRule.filter((title) => title.endsWith(id))).toEqual([validityFirst]);
      expect(await archives[0].archivePastTenders()).toEqual([]);
      expect(await archives[1].archiveExpired()).toEqual([]);

      const rows = await first.dataSource.query(
        `SELECT title, location, archived_at IS NOT NULL AS "archivedAtValidityEnd"
         FROM notifications.notifications WHERE title LIKE $1`,
        [`%${id}`],
      );
      expect(rows).toHaveLength(3);
      expect(rows).toEqual(
        expect.arrayContaining([
          { title: lastDateFirst, location: 'Archived Tender', archivedAtValidityEnd: false },
          { title: noValidity, location: 'Archived Tender', archivedAtValidityEnd: false },
          { title: validityFirst, location: 'Archived Tender', archivedAtValidityEnd: true },
        ]),
      );
      const archivedEvents = [...(await activityLines(first)), ...(await activityLines(replica))].filter(
        (line) => line.includes('activityType Archived') && line.includes(id),
      );
      expect(archivedEvents).toHaveLength(3);
      for (const [title, text] of [
        [noValidity, noValidity],
        [lastDateFirst, lastDateFirst],
        [validityFirst, `${validityFirst} (validity ended)`],
      ]) {
        expect(archivedEvents.filter((line) => line.includes(title))).toEqual([expect.stringContaining(text)]);
      }
      expect(archivedEvents.filter((line) => line.includes(`${lastDateFirst} (validity ended)`))).toEqual([]);
    } finally {
      await replica.close();
      await first.close();
    }
  });
});

describe('the end of a notice’s validity', () => {
  /** The `validUntil` text of a moment `minutes` from now, in India time. */
  const inMinutes = (minutes: number) => validityText(new Date(Date.now() + minutes * 60_000));

  it('refuses a validity that is not a date and time, or one already past, and keeps nothing', async () => {
    const harness = await startNotifications();
    try {
      const before = await rowCount(harness);
      const file = { bytes: await pdf('v'), name: 'v.pdf' };
      for (const [validUntil, message] of [
        ['31-12-2030 17:00', NOTIFICATION_MESSAGES.validUntilInvalid],
        ['2030-02-30T10:00', NOTIFICATION_MESSAGES.validUntilInvalid],
        [inMinutes(-5), NOTIFICATION_MESSAGES.validUntilPast],
      ]) {
        const response = await create(harness, { title: 'Notice', location: 'Home Page', validUntil }, file);
        expect(response.body).toEqual({ status: 400, message });
      }
      expect(await rowCount(harness)).toBe(before);
    } finally {
      await harness.close();
    }
  });

  it('archives a tender and a notice once their validity ends, exactly once with two replicas, and brings one back when it is moved ahead', async () => {
    const first = await startNotifications();
    const replica = await startNotifications({}, first.service);
    try {
      const tender = `Tender valid for a while ${randomUUID()}`;
      const notice = `Notice valid for a while ${randomUUID()}`;
      const validUntil = inMinutes(30);
      for (const form of [
        { title: tender, location: 'Tender', submissionDate: indiaDay(5), validUntil },
        { title: notice, location: 'Home Page', validUntil },
      ]) {
        expect((await create(first, form, { bytes: await pdf('v'), name: 'v.pdf' })).body.status).toBe(200);
      }
      const publicTitles = async (location: string) =>
        (
          await request(first.app.getHttpServer())
            .post(API.notifications.webGetNotification)
            .send({ location, includeFile: false })
        ).body.data.map((item: { title: string }) => item.title) as string[];
      expect(await publicTitles('Tender')).toContain(tender);
      expect(await publicTitles('Home Page')).toContain(notice);
      expect(await first.app.get(NoticeArchiveService).archiveExpired()).toEqual([]);

      // Time passes: the validity ends. Before the archive looks, the public lists already leave them out.
      await first.dataSource.query(
        `UPDATE notifications.notifications SET valid_until = now() - interval '1 second' WHERE title = ANY($1)`,
        [[tender, notice]],
      );
      expect(await publicTitles('Home Page')).not.toContain(notice);
      const runs = await Promise.all(
        [first.app, replica.app, first.app, replica.app].map((app) => app.get(NoticeArchiveService).archiveExpired()),
      );
      expect(runs.flat().sort()).toEqual([notice, tender].sort());
      expect(await publicTitles('Tender')).not.toContain(tender);
      expect(await publicTitles('Archived Tender')).toContain(tender);
      const events = [...(await activityLines(first)), ...(await activityLines(replica))];
      expect(events.filter((line) => line.includes('activityType Archived') && line.includes(tender))).toHaveLength(1);

      const listed = await request(first.app.getHttpServer())
        .post(API.notifications.getNotification)
        .set('Authorization', bearer())
        .send({ location: 'All', page: 0, size: 100 });
      const kept = (listed.body.data.content as NotificationItem[]).find((item) => item.title === notice);
      expect(kept).toMatchObject({ location: 'Home Page', archivedAt: expect.any(String) });

      const renewed = await send(first, 'updateNotification', {
        key: kept!.key,
        title: notice,
        location: 'Home Page',
        validUntil: inMinutes(60),
      });
      expect(renewed.body.status).toBe(200);
      expect(await publicTitles('Home Page')).toContain(notice);
    } finally {
      await replica.close();
      await first.close();
    }
  });
});

describe('notifications while object storage is down', () => {
  it('answers 503 and writes no row', async () => {
    const harness = await startNotifications({ S3_ENDPOINT: 'http://127.0.0.1:9' });
    try {
      const response = await create(
        harness,
        { title: 'T', location: 'Home Page' },
        { bytes: await pdf('x'), name: 'a.pdf' },
      );
      expect(response.body).toEqual({ status: 503, message: SERVICE_UNAVAILABLE_MESSAGE });
      expect(await rowCount(harness)).toBe(0);
    } finally {
      await harness.close();
    }
  });
});

describe('changes while object storage goes down', () => {
  it('refuses a replacement and a delete with 503 and keeps the row and its document', async () => {
    const s3 = await startStoppableS3();
    const harness = await startNotifications({ S3_ENDPOINT: s3.endpoint });
    try {
      await harness.storage.ensureBucket();
      const original = await pdf('kept');
      const key = (await create(harness, { title: 'Kept', location: 'Policies' }, { bytes: original, name: 'k.pdf' }))
        .body.data.key;
      const [before] = await harness.dataSource.query('SELECT * FROM notifications.notifications WHERE id = $1', [key]);
      await s3.stop();

      const replaced = await send(
        harness,
        'updateNotification',
        { key, title: 'Replaced', location: 'Policies' },
        { bytes: await pdf('new'), name: 'n.pdf' },
      );
      expect(replaced.body).toEqual({ status: 503, message: SERVICE_UNAVAILABLE_MESSAGE });
      const deleted = await request(harness.app.getHttpServer())
        .post(API.notifications.deleteNotification)
        .set('Authorization', bearer())
        .send({ key });
      expect(deleted.body).toEqual({ status: 503, message: SERVICE_UNAVAILABLE_MESSAGE });
      expect(await harness.dataSource.query('SELECT * FROM notifications.notifications WHERE id = $1', [key])).toEqual([
        before,
      ]);
    } finally {
      await harness.close();
      await s3.dispose();
    }
  });
});
