import type { INestApplication } from '@nestjs/common';
import type { ClassConstructor } from 'class-transformer';
import type Redis from 'ioredis';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { type ServiceConfig, REDIS } from '@seedcorp/libs';
import { adminBearer, lastActivity, postWith, refusedAuthorizations } from './admin-calls';
import { generateTestKeyPair } from './test-keys';
import { startTestService, type ServiceModule, type TestService } from './test-service';

type Fields = Record<string, string>;

/** One of the two RTI directories kept by district (officers, authorities): what its suite needs to know. */
export interface DistrictDirectory<C extends ServiceConfig> {
  title: string;
  /** Names the suite's Redis key prefix. */
  name: string;
  appModule: ServiceModule<C>;
  Config: ClassConstructor<C>;
  paths: { create: string; update: string; delete: string; getAll: string; webGetAll: string };
  /** Emptied before each test, so that every test reads only what it created itself. */
  table: string;
  /** A complete, valid entry. */
  sample: Fields;
  /** The fields neither a create nor an edit may leave out. */
  required: string[];
  /** What the edit form sends for a required field left out. */
  blankOnEdit: string;
  /** When given, a create's whole answer is checked, not only its status. */
  createdMessage?: string;
  fetchedMessage: string;
  /** Changes to the sample that a create refuses, each with its message. */
  refusedChanges: [Fields, string][];
}

export interface DistrictDirectoryHarness {
  readonly app: INestApplication;
  readonly redis: Redis;
  privateKey: string;
  /** The header of a fresh admin token. */
  bearer(): string;
  /** A POST as an admin (by default) or, with `null`, as a visitor. */
  post(path: string, body: object, authorization?: string | null): request.Test;
  /** Creates an entry through the admin call and answers its key. */
  create(fields: object): Promise<string>;
  /** The public list, grouped by district. */
  publicGroups(location?: string): Promise<Record<string, Fields[]>>;
  lastEvents(count: number): Promise<string[]>;
}

/**
 * The suite both district directories share (the service booted on a fresh database, the refused forms, the
 * admin calls' token checks); `ownTests` adds what one directory alone does.
 */
export function describeDistrictDirectory<C extends ServiceConfig>(
  directory: DistrictDirectory<C>,
  ownTests: (harness: DistrictDirectoryHarness) => void,
): void {
  describe(directory.title, () => {
    const keys = generateTestKeyPair();
    let service: TestService<C>;

    beforeAll(async () => {
      service = await startTestService(directory.appModule, directory.Config, {
        name: directory.name,
        publicKey: keys.publicKey,
      });
    });

    afterAll(async () => {
      await service.close();
    });

    beforeEach(async () => {
      await service.app.get(DataSource).query(`DELETE FROM ${directory.table}`);
    });

    const bearer = () => adminBearer(keys.privateKey);
    const post = (path: string, body: object, authorization: string | null = bearer()) =>
      postWith(service.app, path, authorization).send(body);

    const harness: DistrictDirectoryHarness = {
      get app() {
        return service.app;
      },
      get redis() {
        return service.app.get<Redis>(REDIS);
      },
      privateKey: keys.privateKey,
      bearer,
      post,
      async create(fields) {
        const response = await post(directory.paths.create, fields);
        if (directory.createdMessage) {
          expect(response.body).toEqual({
            status: 200,
            message: directory.createdMessage,
            data: { key: expect.any(String) },
          });
        } else {
          expect(response.body.status).toBe(200);
        }
        return response.body.data.key as string;
      },
      async publicGroups(location = 'All') {
        const response = await post(directory.paths.webGetAll, { location }, null);
        expect(response.body).toMatchObject({ status: 200, message: directory.fetchedMessage });
        return response.body.data;
      },
      lastEvents: (count) => lastActivity(service.app.get<Redis>(REDIS), count),
    };

    ownTests(harness);

    describe('refused forms', () => {
      it.each(directory.required)('create without %s', async (field) => {
        const response = await post(directory.paths.create, { ...directory.sample, [field]: '' });
        expect(response.body).toEqual({ status: 400, message: 'Please fill all required details.' });
      });

      it.each(directory.required)('edit without %s', async (field) => {
        const key = await harness.create(directory.sample);
        const response = await post(directory.paths.update, {
          ...directory.sample,
          key,
          [field]: directory.blankOnEdit,
        });
        expect(response.body).toEqual({ status: 400, message: 'Fill All required Fields.' });
      });

      it.each(directory.refusedChanges)('%j', async (change, message) => {
        const response = await post(directory.paths.create, { ...directory.sample, ...change });
        expect(response.body).toEqual({ status: 400, message });
      });
    });

    describe('admin calls need a valid, unrevoked token', () => {
      const { create, update, delete: remove, getAll } = directory.paths;

      it.each([create, update, remove, getAll])('%s', async (path) => {
        const refused = await refusedAuthorizations(keys.privateKey, harness.redis, `revoked-${path}`);
        for (const authorization of [refused.missing, refused.expired, refused.revoked]) {
          const response = await post(path, directory.sample, authorization);
          expect(response.status).toBe(401);
        }
      });
    });
  });
}
