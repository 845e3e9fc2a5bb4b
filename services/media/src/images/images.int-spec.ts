import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type Redis from 'ioredis';
import { ObjectStorage, REDIS } from '@seedcorp/libs';
import {
  API,
  IMAGE_MESSAGES,
  SERVICE_UNAVAILABLE_MESSAGE,
  SETTINGS_PICTURE_LOCATION,
  type ImageItem,
} from '@seedcorp/contracts';
import {
  activityLines,
  adminBearer,
  generateTestKeyPair,
  incompressiblePng,
  overBudgetPng,
  postImageUpload,
  startStoppableS3,
  startTestService,
  testPhoto as photo,
} from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { MediaConfig } from '../config';

const keys = generateTestKeyPair();
const bearer = () => adminBearer(keys.privateKey);

interface MediaHarness {
  app: INestApplication;
  storage: ObjectStorage;
  dataSource: DataSource;
  close(): Promise<void>;
}

async function startMedia(env: Record<string, string> = {}): Promise<MediaHarness> {
  const service = await startTestService(AppModule, MediaConfig, {
    name: 'media',
    publicKey: keys.publicKey,
    env,
    createBucket: !env.S3_ENDPOINT,
  });
  return {
    app: service.app,
    storage: service.app.get(ObjectStorage),
    dataSource: service.app.get(DataSource),
    close: () => service.close(),
  };
}

const upload = (harness: MediaHarness, file: Buffer | undefined, filename: string, location?: string) =>
  postImageUpload(harness.app, bearer(), { file, filename, location });

const deleteImage = (harness: MediaHarness, key: string) =>
  request(harness.app.getHttpServer()).post(API.files.deleteImage).set('Authorization', bearer()).send({ key });

const rowCount = async (harness: MediaHarness) =>
  Number((await harness.dataSource.query('SELECT count(*) AS n FROM media.images'))[0].n);

describe('images', () => {
  let harness: MediaHarness;

  beforeAll(async () => {
    harness = await startMedia();
  });

  afterAll(async () => {
    await harness.close();
  });

  it.each([
    ['PNG', 'png' as const, 'gallery.png', 'Photo Gallery'],
    ['JPEG', 'jpeg' as const, 'banner.jpeg', 'Home Corousel'],
  ])(
    'stores a %s: row, every rendition, public URL with cache headers, public list',
    async (_kind, format, name, location) => {
      const input = await photo(1600, 900, format);
      const response = await upload(harness, input, name, location);
      expect(response.body).toMatchObject({ status: 200, message: IMAGE_MESSAGES.uploaded });
      const key = response.body.data.key as string;

      const [row] = await harness.dataSource.query('SELECT * FROM media.images WHERE id = $1', [key]);
      expect(row).toMatchObject({ location, width: 1600, height: 900 });
      const names = (row.variants as { name: string }[]).map((variant) => variant.name).sort();
      const original = format === 'png' ? 'original.png' : 'original.jpg';
      expect(names).toEqual([original, 'fallback.jpg', 'w1280.webp', 'w1600.webp', 'w320.webp', 'w640.webp'].sort());
      expect((await harness.storage.list(`images/${key}/`)).sort()).toEqual(
        names.map((n) => `images/${key}/${n}`).sort(),
      );

      const file = await request(harness.app.getHttpServer()).get(`/media/${key}/w640.webp`);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(file.body).metadata()).width).toBe(640);
      const cached = await request(harness.app.getHttpServer())
        .get(`/media/${key}/w640.webp`)
        .set('If-None-Match', file.headers.etag);
      expect(cached.status).toBe(304);

      const list = await request(harness.app.getHttpServer()).post(API.files.webGetImages).send({ location });
      expect(list.body.status).toBe(200);
      const item = list.body.data.find((entry: { key: string }) => entry.key === key);
      expect(item).toMatchObject({ location, width: 1600, height: 900, url: `/media/${key}/fallback.jpg` });
      expect(item.srcset).toContain(`/media/${key}/w320.webp 320w`);
      const decoded = await sharp(Buffer.from(item.file, 'base64')).metadata();
      expect(decoded.format).toBe('jpeg');
    },
  );

  it('publishes Created and Deleted activity for the dashboard', async () => {
    const redis = harness.app.get<Redis>(REDIS);
    const key = (await upload(harness, await photo(320, 200, 'png'), 'e.png', 'Home Corousel')).body.data.key;
    await deleteImage(harness, key);
    expect((await activityLines(redis)).slice(-2)).toEqual([
      expect.stringContaining('source media activityType Created activityDetails Image added to Home Corousel'),
      expect.stringContaining('source media activityType Deleted activityDetails Image removed from Home Corousel'),
    ]);
  });

  it('answers the true image count of every location on /internal/counts, without a token', async () => {
    await upload(harness, await photo(120, 80, 'png'), 'count.png', 'Home Corousel');
    const rows: { location: string; n: string }[] = await harness.dataSource.query(
      'SELECT location, count(*) AS n FROM media.images GROUP BY location',
    );
    const counts = new Map(rows.map((row) => [row.location, Number(row.n)]));
    const response = await request(harness.app.getHttpServer()).get('/internal/counts');
    expect(response.body).toEqual({
      status: 200,
      message: 'Counts fetched successfully.',
      data: [
        { name: 'Photo Gallery', count: counts.get('Photo Gallery') ?? 0 },
        { name: 'Home Corousel', count: counts.get('Home Corousel') ?? 0 },
        { name: 'Site Logo', count: counts.get('Site Logo') ?? 0 },
      ],
    });
    expect(counts.get('Home Corousel')).toBeGreaterThan(0);
  });

  it('keeps a Site Logo image out of the gallery and the carousel, and lists it under its own location', async () => {
    const logo = (await upload(harness, await photo(256, 256, 'png'), 'logo.png', 'Site Logo')).body;
    expect(logo).toMatchObject({ status: 200 });
    await upload(harness, await photo(320, 200, 'png'), 'gallery.png', 'Photo Gallery');
    await upload(harness, await photo(320, 200, 'png'), 'carousel.png', 'Home Corousel');
    const publicKeys = async (location: string) =>
      (
        (await request(harness.app.getHttpServer()).post(API.files.webGetImages).send({ location, includeFile: false }))
          .body.data as ImageItem[]
      ).map((item) => item.key);
    expect(await publicKeys('Photo Gallery')).not.toContain(logo.data.key);
    expect(await publicKeys('Home Corousel')).not.toContain(logo.data.key);
    expect((await publicKeys('Photo Gallery')).length).toBeGreaterThan(0);

    // The settings screen's picker asks the admin list for this location alone.
    const offered = (
      await request(harness.app.getHttpServer())
        .post(API.files.getImages)
        .query({ page: 0, size: 100 })
        .set('Authorization', bearer())
        .send({ location: SETTINGS_PICTURE_LOCATION, includeFile: false })
    ).body.data.content as ImageItem[];
    expect(offered.map((item) => item.key)).toContain(logo.data.key);
    expect(new Set(offered.map((item) => item.location))).toEqual(new Set(['Site Logo']));
  });

  it('fits a tall phone screenshot (1080 x 20,000) inside the WebP limits', async () => {
    const screenshot = await sharp({ create: { width: 1080, height: 20_000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const response = await upload(harness, screenshot, 'screenshot.png', 'Photo Gallery');
    expect(response.body.status).toBe(200);
    const [row] = await harness.dataSource.query('SELECT variants FROM media.images WHERE id = $1', [
      response.body.data.key,
    ]);
    const variants = row.variants as { name: string; width: number; height: number }[];
    expect(variants.find((variant) => variant.name === 'original.png')).toMatchObject({ width: 1080, height: 20_000 });
    for (const variant of variants.filter((candidate) => candidate.name !== 'original.png')) {
      expect(variant.height).toBeLessThanOrEqual(16_383);
    }
    const webp = await harness.storage.getBuffer(`images/${response.body.data.key}/w1080.webp`);
    expect((await sharp(webp).metadata()).format).toBe('webp');
  });

  it('serves a stored file with the type its name implies, never the type it was stored with', async () => {
    const id = randomUUID();
    await harness.storage.put(`images/${id}/original.png`, Buffer.from('<script>alert(1)</script>'), 'text/html');
    const response = await request(harness.app.getHttpServer()).get(`/media/${id}/original.png`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves out the base64 file when includeFile is false', async () => {
    await upload(harness, await photo(400, 300, 'png'), 'a.png', 'Photo Gallery');
    const list = await request(harness.app.getHttpServer())
      .post(API.files.webGetImages)
      .send({ location: 'Photo Gallery', includeFile: false });
    expect(list.body.data.length).toBeGreaterThan(0);
    for (const item of list.body.data) expect(item.file).toBeUndefined();
  });

  it('applies the EXIF orientation and strips metadata', async () => {
    const rotated = await sharp(await photo(200, 100, 'jpeg'))
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'camera owner' } } })
      .jpeg()
      .toBuffer();
    const response = await upload(harness, rotated, 'phone.jpg', 'Photo Gallery');
    const key = response.body.data.key;
    const original = await harness.storage.getBuffer(`images/${key}/original.jpg`);
    const metadata = await sharp(original).metadata();
    expect([metadata.width, metadata.height]).toEqual([100, 200]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  describe('refused uploads leave no row and no object', () => {
    let rowsBefore: number;
    let objectsBefore: number;

    beforeEach(async () => {
      rowsBefore = await rowCount(harness);
      objectsBefore = (await harness.storage.list('images/')).length;
    });

    afterEach(async () => {
      expect(await rowCount(harness)).toBe(rowsBefore);
      expect((await harness.storage.list('images/')).length).toBe(objectsBefore);
    });

    it('a 2.1 MB image', async () => {
      const big = await incompressiblePng(2.1 * 1024 * 1024);
      expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
      const response = await upload(harness, big, 'big.png', 'Photo Gallery');
      expect(response.body).toEqual({ status: 400, message: 'File size exceeds 2MB.' });
    });

    it.each([
      ['a PDF renamed .png', Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF'), 'notice.png'],
      ['an HTML file renamed .jpg', Buffer.from('<html><script>alert(1)</script></html>'), 'photo.jpg'],
      [
        'a PNG header followed by script',
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.from('<script>alert(1)</script>'),
        ]),
        'x.png',
      ],
    ])('%s', async (_kind, bytes, name) => {
      const response = await upload(harness, bytes, name, 'Photo Gallery');
      expect(response.body).toEqual({
        status: 400,
        message: 'Invalid file type. Please upload an image in jpg, png or jpeg format',
      });
    });

    it('a valid PNG of more pixels than the decode budget (100 x 399,000, a few KB)', async () => {
      const tall = await overBudgetPng();
      expect(tall.length).toBeLessThan(2 * 1024 * 1024);
      const response = await upload(harness, tall, 'tall.png', 'Photo Gallery');
      expect(response.body).toEqual({ status: 400, message: IMAGE_MESSAGES.tooManyPixels });
    });

    it('a file name with a NUL in it is only a name: no 500', async () => {
      const png = await photo(20, 20, 'png');
      const boundary = 'nul-boundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="location"\r\n\r\nPhoto Gallery\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000b.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await request(harness.app.getHttpServer())
        .post(API.files.uploadFile)
        .set('Authorization', bearer())
        .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
        .send(body);
      expect(response.status).toBeLessThan(500);
      if (response.status === 200) await deleteImage(harness, response.body.data.key);
    });

    it('a missing location', async () => {
      const response = await upload(harness, await photo(100, 100, 'png'), 'a.png');
      expect(response.body).toEqual({ status: 400, message: 'Please fill in the location and upload an image.' });
    });

    it('a missing file', async () => {
      const response = await upload(harness, undefined, '', 'Photo Gallery');
      expect(response.body).toEqual({ status: 400, message: 'Please fill in the location and upload an image.' });
    });

    it('an unknown location', async () => {
      const response = await upload(harness, await photo(100, 100, 'png'), 'a.png', 'Somewhere');
      expect(response.body).toEqual({ status: 400, message: IMAGE_MESSAGES.unknownLocation });
    });

    it('an upload cut off mid-stream', async () => {
      const server = await harness.app.listen(0, '127.0.0.1');
      const { port } = server.address() as AddressInfo;
      const boundary = 'cutoff-boundary';
      await new Promise<void>((resolve) => {
        const call = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: API.files.uploadFile,
          headers: {
            Authorization: bearer(),
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Content-Length': '500000',
          },
        });
        call.on('error', () => resolve());
        call.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="location"\r\n\r\nPhoto Gallery\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        );
        call.write(Buffer.alloc(20000, 7));
        setTimeout(() => {
          call.destroy();
          resolve();
        }, 200);
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
  });

  it('deletes the row and every object; an unknown key is a 404', async () => {
    const key = (await upload(harness, await photo(700, 400, 'png'), 'd.png', 'Photo Gallery')).body.data.key;
    expect((await harness.storage.list(`images/${key}/`)).length).toBeGreaterThan(0);
    const deleted = await deleteImage(harness, key);
    expect(deleted.body).toEqual({ status: 200, message: IMAGE_MESSAGES.deleted });
    expect(await harness.storage.list(`images/${key}/`)).toEqual([]);
    expect(await harness.dataSource.query('SELECT id FROM media.images WHERE id = $1', [key])).toEqual([]);
    const again = await request(harness.app.getHttpServer())
      .post(API.files.deleteImage)
      .set('Authorization', bearer())
      .type('form')
      .send({ key });
    expect(again.body).toEqual({ status: 404, message: 'Image not found.' });
    const missingFile = await request(harness.app.getHttpServer()).get(`/media/${key}/w320.webp`);
    expect(missingFile.body).toEqual({ status: 404, message: 'Image not found.' });
  });

  it('pages the admin list newest first', async () => {
    for (const name of ['older.png', 'newer.png']) {
      await upload(harness, await photo(120, 80, 'png'), name, 'Photo Gallery');
    }
    const response = await request(harness.app.getHttpServer())
      .post(`${API.files.getImages}?page=0&size=2`)
      .set('Authorization', bearer())
      .send({ location: 'All', includeFile: false });
    expect(response.body.status).toBe(200);
    const { content, totalItems, totalPages } = response.body.data;
    expect(content).toHaveLength(2);
    expect(totalPages).toBe(Math.ceil(totalItems / 2));
    expect(new Date(content[0].createdAt) >= new Date(content[1].createdAt)).toBe(true);
  });

  it.each([
    ['POST', API.files.uploadFile],
    ['POST', API.files.getImages],
    ['POST', API.files.deleteImage],
  ])('refuses %s %s without a token', async (_method, path) => {
    const response = await request(harness.app.getHttpServer()).post(path).send({});
    expect(response.status).toBe(401);
    expect(response.body.status).toBe(401);
  });

  it('serves the imageType master list', async () => {
    const response = await request(harness.app.getHttpServer()).get(API.master.imageType);
    expect(response.body).toEqual({
      status: 200,
      message: 'Image types fetched successfully.',
      data: ['Photo Gallery', 'Home Corousel', 'Site Logo'],
    });
  });

  it('removes the stored objects when the row cannot be written', async () => {
    await harness.dataSource.query(
      "ALTER TABLE media.images ADD CONSTRAINT no_carousel CHECK (location <> 'Home Corousel') NOT VALID",
    );
    try {
      const objectsBefore = (await harness.storage.list('images/')).length;
      const response = await upload(harness, await photo(300, 200, 'png'), 'c.png', 'Home Corousel');
      expect(response.status).toBe(500);
      expect((await harness.storage.list('images/')).length).toBe(objectsBefore);
    } finally {
      await harness.dataSource.query('ALTER TABLE media.images DROP CONSTRAINT no_carousel');
    }
  });
});

describe('images while object storage is down', () => {
  it('answers 503 and writes no row', async () => {
    const harness = await startMedia({ S3_ENDPOINT: 'http://127.0.0.1:9' });
    try {
      const response = await upload(harness, await photo(300, 200, 'png'), 'a.png', 'Photo Gallery');
      expect(response.body).toEqual({ status: 503, message: SERVICE_UNAVAILABLE_MESSAGE });
      expect(await rowCount(harness)).toBe(0);
    } finally {
      await harness.close();
    }
  });
});

describe('deleting while object storage is down', () => {
  it('answers 503 and keeps the row, so the delete can be retried', async () => {
    const s3 = await startStoppableS3();
    const harness = await startMedia({ S3_ENDPOINT: s3.endpoint });
    try {
      await harness.storage.ensureBucket();
      const key = (await upload(harness, await photo(300, 200, 'png'), 'a.png', 'Photo Gallery')).body.data.key;
      await s3.stop();

      expect((await deleteImage(harness, key)).body).toEqual({ status: 503, message: SERVICE_UNAVAILABLE_MESSAGE });
      expect(await harness.dataSource.query('SELECT id FROM media.images WHERE id = $1', [key])).toHaveLength(1);

      await s3.restart();
      expect((await deleteImage(harness, key)).body.status).toBe(200);
      expect(await harness.storage.list(`images/${key}/`)).toEqual([]);
    } finally {
      await harness.close();
      await s3.dispose();
    }
  });
});
