import { Body, Controller, Get, type INestApplication, Module } from '@nestjs/common';
import { Expose } from 'class-transformer';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import type Redis from 'ioredis';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import {
  AcceptsFiles,
  ClientIp,
  ActivityPublisher,
  ApiError,
  ApiPost,
  CoreModule,
  FormFile,
  GENERIC_ERROR_MESSAGE,
  NUL_CHARACTER_MESSAGE,
  ObjectStorage,
  Public,
  REDIS,
  ResponseMessage,
  revokedTokenKey,
  sessionLastUsedKey,
  SESSION_IDLE_MESSAGE,
  StorageServiceConfig,
  TOKEN_EXPIRED_MESSAGE,
  type UploadedFile,
} from '@seedcorp/libs';
import { ACTIVITY_STREAM } from '@seedcorp/contracts';
import {
  generateTestKeyPair,
  signAdminToken,
  startTestService,
  type ServiceModule,
  type TestService,
} from '@seedcorp/testing';

class GreetingDto {
  @Expose()
  @IsString()
  @IsNotEmpty({ message: 'Please fill in the all required fields.' })
  name!: string;

  @Expose()
  @Matches(/^[6-9]/, { message: 'Number must start with a digit between 6 and 9, followed by any digits 0-9.' })
  mobileNo!: string;
}

@Controller('api/probe')
class ProbeController {
  @ApiPost('greet')
  @Public()
  @AcceptsFiles()
  @ResponseMessage('Greeted')
  greet(@Body() body: GreetingDto, @FormFile('file') file?: UploadedFile) {
    return { name: body.name, mobileNo: body.mobileNo, fileBytes: file?.size ?? 0 };
  }

  @Get('admin')
  admin() {
    return 'secret';
  }

  @ApiPost('admin-upload')
  @AcceptsFiles()
  adminUpload(@FormFile('file') file?: UploadedFile) {
    return { fileBytes: file?.size ?? 0 };
  }

  @ApiPost('fields')
  @Public()
  fields(@Body() body: GreetingDto) {
    return body.name;
  }

  @Get('address')
  @Public()
  address(@ClientIp() ip: string) {
    return ip;
  }

  @Get('busy')
  @Public()
  busy() {
    throw ApiError.tooManyRequests('Slow down.');
  }

  @Get('missing')
  @Public()
  missing() {
    throw ApiError.notFound('Document not found.');
  }

  @Get('crash')
  @Public()
  crash() {
    throw new Error('database password is hunter2');
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

/** The probe routes on the core module, booted as a service's AppModule is. */
const ProbeService: ServiceModule<StorageServiceConfig> = {
  register: (config, { redisKeyPrefix }) => ({
    module: ProbeModule,
    imports: [
      CoreModule.forRoot({ service: 'media', config, database: { entities: [], migrations: [] }, redisKeyPrefix }),
    ],
  }),
};

const startProbe = (publicKey: string, env: Record<string, string> = {}) =>
  startTestService(ProbeService, StorageServiceConfig, {
    name: 'core',
    publicKey,
    env: { PORT: '1', ...env },
    createBucket: true,
  });

describe('CoreModule: envelope, validation, body parsing, admin guard, health, storage, events', () => {
  const keys = generateTestKeyPair();
  const otherKeys = generateTestKeyPair();
  let service: TestService<StorageServiceConfig>;
  let app: INestApplication;
  let redis: Redis;

  beforeAll(async () => {
    service = await startProbe(keys.publicKey);
    app = service.app;
    redis = app.get(REDIS);
  });

  afterAll(async () => {
    await service?.close();
  });

  describe('one DTO for JSON, urlencoded and multipart bodies', () => {
    it.each([
      ['JSON', (r: request.Test) => r.send({ name: 'Asha', mobileNo: '9876543210' })],
      ['urlencoded', (r: request.Test) => r.type('form').send('name=Asha&mobileNo=9876543210')],
      ['multipart', (r: request.Test) => r.field('name', 'Asha').field('mobileNo', '9876543210')],
    ])('accepts %s and answers the 200 envelope', async (_kind, send) => {
      const response = await send(request(app.getHttpServer()).post('/api/probe/greet'));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        status: 200,
        message: 'Greeted',
        data: { name: 'Asha', mobileNo: '9876543210', fileBytes: 0 },
      });
    });

    it('hands a multipart file to the handler', async () => {
      const response = await request(app.getHttpServer())
        .post('/api/probe/greet')
        .field('name', 'Asha')
        .field('mobileNo', '9876543210')
        .attach('file', Buffer.alloc(1234, 1), 'photo.png');
      expect(response.body.data.fileBytes).toBe(1234);
    });

    it('answers the first broken rule with its exact message', async () => {
      const response = await request(app.getHttpServer())
        .post('/api/probe/greet')
        .send({ name: 'Asha', mobileNo: '5123456789' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        status: 400,
        message: 'Number must start with a digit between 6 and 9, followed by any digits 0-9.',
      });
    });

    it('answers malformed JSON with a 400 envelope', async () => {
      const response = await request(app.getHttpServer())
        .post('/api/probe/greet')
        .set('Content-Type', 'application/json')
        .send('{"name":');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status: 400, message: 'Malformed request body.' });
    });
  });

  describe('hostile and careless bodies', () => {
    const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

    it('refuses JSON nested 3,000 levels deep with a 400 at parse time', async () => {
      const response = await request(app.getHttpServer())
        .post('/api/probe/greet')
        .set('Content-Type', 'application/json')
        .send(nested(3000));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status: 400, message: 'Malformed request body.' });
      expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    });

    it('still takes JSON of ordinary depth, brackets inside strings included', async () => {
      const response = await request(app.getHttpServer())
        .post('/api/probe/greet')
        .send({ name: '{{{{{{{{{{{{{{{{{{{{[[[[[[[[[[', mobileNo: '9876543210', extra: { a: { b: [1] } } });
      expect(response.status).toBe(200);
    });

    it('gives a body-parse error the request id too', async () => {
      const response = await request(app.getHttpServer())
        .post('/api/probe/greet')
        .set('Content-Type', 'application/json')
        .set('X-Request-Id', 'req-parse-1')
        .send('{"name":');
      expect(response.status).toBe(400);
      expect(response.headers['x-request-id']).toBe('req-parse-1');
    });

    it.each([
      [
        'cut off',
        'multipart/form-data; boundary=XYZ',
        '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAs',
      ],
      [
        'without a boundary',
        'multipart/form-data',
        '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n--XYZ--\r\n',
      ],
      [
        'with a NUL in the file name',
        'multipart/form-data; boundary=XYZ',
        '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--XYZ--\r\n',
      ],
    ])('answers a multipart body %s with a 400 and a request id', async (_kind, contentType, body) => {
      const response = await request(app.getHttpServer())
        .post('/api/probe/greet')
        .set('Content-Type', contentType)
        .send(Buffer.from(body));
      expect(response.status).toBe(400);
      expect(response.body.status).toBe(400);
      expect(response.body.message).toMatch(
        /^(Malformed multipart request\.|Please fill in the all required fields\.)$/,
      );
      expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    });

    it.each([
      ['JSON', (r: request.Test) => r.send({ name: 'As\u0000ha', mobileNo: '9876543210' })],
      ['urlencoded', (r: request.Test) => r.type('form').send('name=As%00ha&mobileNo=9876543210')],
      ['multipart', (r: request.Test) => r.field('name', 'As\u0000ha').field('mobileNo', '9876543210')],
      ['a JSON key', (r: request.Test) => r.send({ name: 'Asha', mobileNo: '9876543210', ['x\u0000']: 1 })],
    ])(
      'refuses text holding the NUL character (%s) with a 400, which PostgreSQL could not store',
      async (_kind, send) => {
        const response = await send(request(app.getHttpServer()).post('/api/probe/greet'));
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ status: 400, message: NUL_CHARACTER_MESSAGE });
      },
    );

    it('takes a file holding NUL bytes: only text is refused', async () => {
      const response = await request(app.getHttpServer())
        .post('/api/probe/greet')
        .field('name', 'Asha')
        .field('mobileNo', '9876543210')
        .attach('file', Buffer.alloc(64, 0), 'zeros.png');
      expect(response.body.data.fileBytes).toBe(64);
    });

    it('refuses an anonymous upload to an admin route before reading it', async () => {
      const response = await request(app.getHttpServer())
        .post('/api/probe/admin-upload')
        .attach('file', Buffer.alloc(2048, 1), 'photo.png');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ status: 401, message: 'Authentication required.' });
    });

    it('takes the file of an admin upload once the token is valid', async () => {
      const response = await request(app.getHttpServer())
        .post('/api/probe/admin-upload')
        .set('Authorization', `Bearer ${signAdminToken(keys.privateKey)}`)
        .attach('file', Buffer.alloc(2048, 1), 'photo.png');
      expect(response.body).toEqual({ status: 200, message: 'Success', data: { fileBytes: 2048 } });
    });

    it('takes multipart fields but no files on a route that takes none', async () => {
      const fieldsOnly = await request(app.getHttpServer())
        .post('/api/probe/fields')
        .field('name', 'Asha')
        .field('mobileNo', '9876543210');
      expect(fieldsOnly.body).toEqual({ status: 200, message: 'Success', data: 'Asha' });
      const withFile = await request(app.getHttpServer())
        .post('/api/probe/fields')
        .field('name', 'Asha')
        .attach('file', Buffer.alloc(10, 1), 'x.png');
      expect(withFile.status).toBe(400);
      expect(withFile.body).toEqual({ status: 400, message: 'This request does not take files.' });
    });

    it('answers a body of a type no call takes with 415', async () => {
      const response = await request(app.getHttpServer())
        .post('/api/probe/greet')
        .set('Content-Type', 'text/plain')
        .send('name=Asha');
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ status: 415, message: 'Unsupported content type.' });
    });
  });

  describe('client address', () => {
    const address = (forwardedFor?: string) => {
      const call = request(app.getHttpServer()).get('/api/probe/address');
      return forwardedFor === undefined ? call : call.set('X-Forwarded-For', forwardedFor);
    };

    it('is the one address the gateway forwarded', async () => {
      expect((await address('203.0.113.5')).body.data).toBe('203.0.113.5');
    });

    it('ignores addresses a client put in front of the chain', async () => {
      expect((await address('1.2.3.4, 203.0.113.5')).body.data).toBe('203.0.113.5');
    });

    it('is never text that is not an address', async () => {
      for (const forged of ['<b>x</b>', '<b>x</b>, 127.0.0.1, ::1', 'unknown']) {
        expect((await address(forged)).body.data).toMatch(/^(127\.0\.0\.1|::1)$/);
      }
    });
  });

  describe('errors', () => {
    it('answers every 429 with Retry-After', async () => {
      const response = await request(app.getHttpServer()).get('/api/probe/busy');
      expect(response.status).toBe(429);
      expect(response.headers['retry-after']).toBe('60');
    });

    it('answers an unknown route without echoing the request', async () => {
      const response = await request(app.getHttpServer()).post('/api/probe/doesNotExist?<b>x</b>');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ status: 404, message: 'Not found.' });
    });

    it('keeps a domain error message as written', async () => {
      const response = await request(app.getHttpServer()).get('/api/probe/missing');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ status: 404, message: 'Document not found.' });
    });

    it('answers an unknown route with a 404 envelope', async () => {
      const response = await request(app.getHttpServer()).post('/api/probe/nothing-here');
      expect(response.status).toBe(404);
      expect(response.body.status).toBe(404);
    });

    it('hides the internals of an unexpected error behind a 500 with the request id', async () => {
      const response = await request(app.getHttpServer()).get('/api/probe/crash').set('X-Request-Id', 'req-42');
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ status: 500, message: GENERIC_ERROR_MESSAGE, data: { requestId: 'req-42' } });
      expect(JSON.stringify(response.body)).not.toContain('hunter2');
    });
  });

  describe('admin guard', () => {
    const get = (token?: string) => {
      const call = request(app.getHttpServer()).get('/api/probe/admin');
      return token ? call.set('Authorization', `Bearer ${token}`) : call;
    };

    it('lets a valid admin token through', async () => {
      const response = await get(signAdminToken(keys.privateKey));
      expect(response.body).toEqual({ status: 200, message: 'Success', data: 'secret' });
    });

    it('refuses a missing token', async () => {
      expect((await get()).status).toBe(401);
    });

    it('answers an expired token with 401 and a message containing "expired"', async () => {
      const response = await get(signAdminToken(keys.privateKey, { expiresInSeconds: -10 }));
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ status: 401, message: TOKEN_EXPIRED_MESSAGE });
      expect(response.body.message).toContain('expired');
    });

    it('refuses a token signed with another key', async () => {
      const response = await get(signAdminToken(otherKeys.privateKey));
      expect(response.status).toBe(401);
      expect(response.body.message).not.toContain('expired');
    });

    it('refuses a token whose payload was altered after signing', async () => {
      const [header, payload, signature] = signAdminToken(keys.privateKey).split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
      expect((await get(`${header}.${forged}.${signature}`)).status).toBe(401);
    });

    it('refuses an unsigned (alg none) token', async () => {
      const unsigned = jwt.sign({ role: 'admin', jti: 'x', sub: 'y' }, '', { algorithm: 'none' });
      expect((await get(unsigned)).status).toBe(401);
    });

    it('refuses an HS256 token made with the public key as secret', async () => {
      const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
      const payload = Buffer.from(
        JSON.stringify({ role: 'admin', jti: 'x', sub: 'y', exp: Math.floor(Date.now() / 1000) + 60 }),
      ).toString('base64url');
      const { createHmac } = await import('node:crypto');
      const signature = createHmac('sha256', keys.publicKey).update(`${header}.${payload}`).digest('base64url');
      expect((await get(`${header}.${payload}.${signature}`)).status).toBe(401);
    });

    it('refuses a revoked token', async () => {
      const jti = 'revoked-token-id';
      await redis.set(revokedTokenKey(jti), '1', 'EX', 60);
      const response = await get(signAdminToken(keys.privateKey, { jti }));
      expect(response.status).toBe(401);
    });

    it('ends a session after its idle time without a call, for good, and keeps one that is used', async () => {
      const jti = `idle-${Date.now()}`;
      const token = signAdminToken(keys.privateKey, { jti, claims: { idle: 60 } });
      expect((await get(token)).status).toBe(200);
      expect(Number(await redis.get(sessionLastUsedKey(jti)))).toBeGreaterThan(Date.now() - 5000);
      expect((await get(token)).status).toBe(200);
      await redis.set(sessionLastUsedKey(jti), Date.now() - 61_000);
      expect((await get(token)).body).toEqual({ status: 401, message: SESSION_IDLE_MESSAGE });
      // Used again within the idle time, it stays ended.
      expect((await get(token)).status).toBe(401);
    });
  });

  describe('health and metrics', () => {
    it('reports liveness', async () => {
      const response = await request(app.getHttpServer()).get('/healthz');
      expect(response.body).toEqual({ status: 200, message: 'alive' });
    });

    it('reports readiness of database, Redis and storage', async () => {
      const response = await request(app.getHttpServer()).get('/readyz');
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        database: { status: 'up' },
        redis: { status: 'up' },
        storage: { status: 'up' },
      });
    });

    it('exposes Prometheus metrics', async () => {
      const response = await request(app.getHttpServer()).get('/metrics');
      expect(response.status).toBe(200);
      expect(response.text).toContain('http_request_duration_seconds');
    });
  });

  describe('object storage through the MinIO client', () => {
    it('puts, stats, reads, lists and removes an object', async () => {
      const storage = app.get(ObjectStorage);
      const bytes = Buffer.from('%PDF-1.4 tender notice');
      await storage.put('spec/a.pdf', bytes, 'application/pdf');
      expect(await storage.stat('spec/a.pdf')).toMatchObject({ size: bytes.length, contentType: 'application/pdf' });
      expect(await storage.getBuffer('spec/a.pdf')).toEqual(bytes);
      expect(await storage.list('spec/')).toEqual(['spec/a.pdf']);
      await storage.remove(['spec/a.pdf']);
      expect(await storage.stat('spec/a.pdf')).toBeUndefined();
    });
  });

  describe('activity events', () => {
    it('appends created/updated/deleted events to the Redis stream', async () => {
      await app.get(ActivityPublisher).publish('Created', 'Image uploaded');
      const entries = await redis.xrange(ACTIVITY_STREAM, '-', '+');
      const [, fields] = entries[entries.length - 1];
      expect(fields).toEqual(
        expect.arrayContaining(['source', 'media', 'activityType', 'Created', 'activityDetails', 'Image uploaded']),
      );
    });
  });
});

describe('readiness while Redis is down', () => {
  it('answers 503 in the envelope and names what is down', async () => {
    const service = await startProbe(generateTestKeyPair().publicKey, { REDIS_URL: 'redis://127.0.0.1:9' });
    try {
      const response = await request(service.app.getHttpServer()).get('/readyz');
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({
        status: 503,
        message: 'Not ready.',
        data: { database: { status: 'up' }, redis: { status: 'down' }, storage: { status: 'up' } },
      });
    } finally {
      await service.close();
    }
  });
});
