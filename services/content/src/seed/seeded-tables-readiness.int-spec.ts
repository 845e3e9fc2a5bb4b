import request from 'supertest';
import { contentHarness } from '../content-harness';
import { seedContentTables, seededTables } from './content-seed';

describe('readiness of the content service on a database the migration step has not seeded yet', () => {
  const content = contentHarness('content-readiness');
  const seeded = seededTables();
  const readiness = () => request(content.app.getHttpServer()).get('/readyz');

  beforeAll(async () => {
    // The schema as its migrations leave it, before the step publishes the tables of seeds/content.
    await content.dataSource.query('DELETE FROM content.tables');
  });

  it('answers 503 in the envelope, naming the unpublished seeded tables, while the dependencies are up', async () => {
    const answer = await readiness();
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      status: 503,
      message: 'Not ready.',
      data: {
        database: { status: 'up' },
        redis: { status: 'up' },
        seededTables: {
          status: 'down',
          message: `${seeded.length} of the ${seeded.length} seeded tables not published yet`,
        },
      },
    });
    expect((await request(content.app.getHttpServer()).get('/healthz')).status).toBe(200);
  });

  it('stays not ready while one seeded table is still to be published (a release that adds a table)', async () => {
    await seedContentTables(content.dataSource);
    const [last] = seeded.slice(-1);
    await content.dataSource.query('DELETE FROM content.tables WHERE key = $1', [last.key]);
    const answer = await readiness();
    expect(answer.status).toBe(503);
    expect(answer.body.data.seededTables).toEqual({
      status: 'down',
      message: `1 of the ${seeded.length} seeded tables not published yet`,
    });
  });

  it('answers ready once every seeded table is published, and then asks the database no more about them', async () => {
    await seedContentTables(content.dataSource);
    const answer = await readiness();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 200,
      message: 'ready',
      data: { database: { status: 'up' }, redis: { status: 'up' }, seededTables: { status: 'up' } },
    });

    const query = jest.spyOn(content.dataSource, 'query');
    try {
      for (let probe = 0; probe < 3; probe += 1) expect((await readiness()).status).toBe(200);
      const seedChecks = query.mock.calls.filter(([sql]) => String(sql).includes('table_versions'));
      expect(seedChecks).toEqual([]);
    } finally {
      query.mockRestore();
    }
  });
});
