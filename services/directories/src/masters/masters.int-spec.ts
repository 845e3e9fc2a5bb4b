import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { loadConfig } from '@seedcorp/libs';
import {
  createTestApp,
  createTestDatabase,
  dropTestDatabase,
  generateTestKeyPair,
  testKeyPrefix,
  testServiceEnv,
} from '@seedcorp/libs/testing';
import { AppModule } from '../app.module';
import { DirectoriesConfig } from '../config';

describe('master lists', () => {
  let app: INestApplication;
  let databaseName: string;

  beforeAll(async () => {
    const database = await createTestDatabase();
    databaseName = database.name;
    const config = loadConfig(DirectoriesConfig, testServiceEnv(database.url, generateTestKeyPair().publicKey));
    app = await createTestApp(AppModule.register(config, { redisKeyPrefix: testKeyPrefix('masters') }));
  });

  afterAll(async () => {
    await app.close();
    await dropTestDatabase(databaseName);
  });

  const get = (path: string) => request(app.getHttpServer()).get(path);

  it('officeType: entries with a type field', async () => {
    expect((await get('/api/master/officeType')).body).toEqual({
      status: 200,
      message: 'Office types fetched successfully.',
      data: [{ type: 'Directors' }, { type: 'Head Office' }, { type: 'Regional Office' }],
    });
  });

  it("district: 'Head Office' and Haryana's 22 districts", async () => {
    const response = await get('/api/master/district');
    expect(response.body.status).toBe(200);
    expect(response.body.data[0]).toBe('Head Office');
    expect(response.body.data).toHaveLength(23);
    expect(response.body.data).toEqual(expect.arrayContaining(['Hisar', 'Sirsa', 'Kurukshetra', 'Yamunanagar', 'Nuh']));
  });

  it('designation and authRole: plain values from the table, in their stored order', async () => {
    const designations = await get('/api/master/designation');
    expect(designations.body).toMatchObject({ status: 200, message: 'Designations fetched successfully.' });
    expect(designations.body.data.slice(0, 3)).toEqual(['Chairman', 'Managing Director', 'Director']);
    expect((await get('/api/master/authRole')).body).toEqual({
      status: 200,
      message: 'Authority roles fetched successfully.',
      data: ['Public Information Officer', 'Assistant Public Information Officer', 'First Appellate Authority'],
    });
  });
});
