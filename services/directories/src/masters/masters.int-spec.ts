import request from 'supertest';
import { generateTestKeyPair, startTestService, type TestService } from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { DirectoriesConfig } from '../config';

describe('master lists', () => {
  let service: TestService<DirectoriesConfig>;

  beforeAll(async () => {
    service = await startTestService(AppModule, DirectoriesConfig, {
      name: 'masters',
      publicKey: generateTestKeyPair().publicKey,
    });
  });

  afterAll(async () => {
    await service.close();
  });

  const get = (path: string) => request(service.app.getHttpServer()).get(path);

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
