import type Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { dataSourceOptions, REDIS } from '@seedcorp/libs';
import {
  API,
  DIRECTORY_MESSAGES,
  MASTER_LIST_MESSAGES,
  MASTER_LIST_REFUSALS,
  type KeptMasterList,
} from '@seedcorp/contracts';
import {
  adminBearer,
  generateTestKeyPair,
  lastActivity,
  openTestDataSource,
  postWith,
  refusedAuthorizations,
  startTestService,
  type TestService,
} from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { DirectoriesConfig } from '../config';
import { database } from '../database';

const SEEDED_DESIGNATIONS = [
  'Chairman',
  'Managing Director',
  'Director',
  'General Manager',
  'Regional Manager',
  'Public Information Officer',
  'Assistant Public Information Officer',
  'First Appellate Authority',
];
const SEEDED_ROLES = [
  'Public Information Officer',
  'Assistant Public Information Officer',
  'First Appellate Authority',
];

describe('master lists kept by administrators', () => {
  const keys = generateTestKeyPair();
  let service: TestService<DirectoriesConfig>;

  beforeAll(async () => {
    service = await startTestService(AppModule, DirectoriesConfig, {
      name: 'master-lists',
      publicKey: keys.publicKey,
    });
  });

  afterAll(async () => {
    await service.close();
  });

  /** Every test starts from the lists as the migrations leave them, with no records. */
  beforeEach(async () => {
    const sql = service.app.get(DataSource);
    for (const table of ['directors', 'rti_officers', 'rti_authorities'])
      await sql.query(`DELETE FROM directories.${table}`);
    await sql.query('DELETE FROM directories.master_values');
    const seeded = [
      ...SEEDED_DESIGNATIONS.map((value, index) => ['designation', value, index]),
      ...SEEDED_ROLES.map((value, index) => ['authRole', value, index]),
    ];
    for (const row of seeded) {
      await sql.query('INSERT INTO directories.master_values (list, value, sort_order) VALUES ($1, $2, $3)', row);
    }
  });

  const post = (path: string, body: object, authorization: string | null = adminBearer(keys.privateKey)) =>
    postWith(service.app, path, authorization).send(body);
  const publicList = async (list: KeptMasterList): Promise<string[]> =>
    (await request(service.app.getHttpServer()).get(API.master[list])).body.data;
  const events = (count: number) => lastActivity(service.app.get<Redis>(REDIS), count);

  const createOfficer = async (designation: string, name = 'Sample Officer') => {
    const response = await post(API.officersDirectory.create, { district: 'Hisar', name, designation });
    expect(response.body.status).toBe(200);
    return response.body.data.key as string;
  };
  const createAuthority = async (fields: { role?: string; designation?: string }) => {
    const response = await post(API.authorities.create, {
      district: 'Karnal',
      role: 'Public Information Officer',
      designation: 'Regional Manager',
      ...fields,
    });
    expect(response.body.status).toBe(200);
    return response.body.data.key as string;
  };
  /** A director needs a photo through the API; the row alone is what a designation's rename and delete see. */
  const insertDirector = (designation: string) =>
    service.app
      .get(DataSource)
      .query(
        "INSERT INTO directories.directors (location, name, designation) VALUES ('Directors', 'Sample Director', $1)",
        [designation],
      );
  const storedDesignations = async (table: string): Promise<string[]> =>
    (await service.app.get(DataSource).query(`SELECT designation FROM directories.${table}`)).map(
      (row: { designation: string }) => row.designation,
    );

  describe('add', () => {
    it('adds a trimmed value at the end of the list; the public list and the officer form take it', async () => {
      const response = await post(API.masterLists.create, { list: 'designation', value: '  Seed Officer  ' });
      expect(response.body).toEqual({
        status: 200,
        message: MASTER_LIST_MESSAGES.created,
        data: { key: 'Seed Officer' },
      });
      expect(await publicList('designation')).toEqual([...SEEDED_DESIGNATIONS, 'Seed Officer']);
      expect(await publicList('authRole')).toEqual(SEEDED_ROLES);
      await createOfficer('Seed Officer');
      expect(await events(2)).toEqual([
        'source directories activityType Created activityDetails Designation list: Seed Officer',
        'source directories activityType Created activityDetails Sample Officer',
      ]);
    });

    it('accepts a urlencoded form too, and keeps each list to itself', async () => {
      const response = await postWith(service.app, API.masterLists.create, adminBearer(keys.privateKey))
        .type('form')
        .send({ list: 'authRole', value: 'Transparency Officer' });
      expect(response.body.status).toBe(200);
      expect(await publicList('authRole')).toEqual([...SEEDED_ROLES, 'Transparency Officer']);
      expect(await publicList('designation')).toEqual(SEEDED_DESIGNATIONS);
      const refused = await post(API.officersDirectory.create, {
        district: 'Hisar',
        name: 'Sample Officer',
        designation: 'Transparency Officer',
      });
      expect(refused.body).toEqual({ status: 400, message: DIRECTORY_MESSAGES.unknownDesignation });
    });

    it.each([
      [{ list: 'designation', value: '   ' }, MASTER_LIST_MESSAGES.valueRequired],
      [{ list: 'designation' }, MASTER_LIST_MESSAGES.valueRequired],
      [{ list: 'designation', value: 'x'.repeat(101) }, MASTER_LIST_MESSAGES.valueTooLong],
      [{ list: 'district', value: 'Gotham' }, MASTER_LIST_MESSAGES.unknownList],
      [{ value: 'Seed Officer' }, MASTER_LIST_MESSAGES.unknownList],
    ])('refuses %j', async (body, message) => {
      expect((await post(API.masterLists.create, body)).body).toEqual({ status: 400, message });
      expect(await publicList('designation')).toEqual(SEEDED_DESIGNATIONS);
    });

    it('refuses a value the list holds, whatever its letter case, naming the one it holds', async () => {
      const response = await post(API.masterLists.create, { list: 'designation', value: ' managing DIRECTOR ' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        status: 409,
        message: MASTER_LIST_REFUSALS.duplicate('designation', 'Managing Director'),
      });
      expect(response.body.message).toBe(
        "Designation 'Managing Director' is already in the list (letter case is not a difference).",
      );
      expect(await publicList('designation')).toEqual(SEEDED_DESIGNATIONS);
      // The same words in the other list are no duplicate.
      expect((await post(API.masterLists.create, { list: 'authRole', value: 'Managing Director' })).body.status).toBe(
        200,
      );
    });

    it('adds one of two simultaneous values that differ only in case', async () => {
      const answers = await Promise.all(
        ['Seed Inspector', 'SEED INSPECTOR', 'seed inspector'].map((value) =>
          post(API.masterLists.create, { list: 'designation', value }),
        ),
      );
      expect(answers.map((answer) => answer.body.status).sort()).toEqual([200, 409, 409]);
      const added = (await publicList('designation')).filter((value) => value.toLowerCase() === 'seed inspector');
      expect(added).toHaveLength(1);
    });
  });

  describe('rename', () => {
    it('carries every officer, authority and director holding the value along, in the list order it had', async () => {
      await createOfficer('Regional Manager', 'First Officer');
      await createOfficer('Regional Manager', 'Second Officer');
      await createAuthority({ designation: 'Regional Manager' });
      await insertDirector('Regional Manager');
      await createOfficer('Director', 'Other Officer');

      const response = await post(API.masterLists.update, {
        list: 'designation',
        key: 'Regional Manager',
        value: ' Regional Seed Manager ',
      });
      expect(response.body).toEqual({ status: 200, message: MASTER_LIST_MESSAGES.renamed });
      expect(await publicList('designation')).toEqual(
        SEEDED_DESIGNATIONS.map((value) => (value === 'Regional Manager' ? 'Regional Seed Manager' : value)),
      );
      expect((await storedDesignations('rti_officers')).sort()).toEqual([
        'Director',
        'Regional Seed Manager',
        'Regional Seed Manager',
      ]);
      expect(await storedDesignations('rti_authorities')).toEqual(['Regional Seed Manager']);
      expect(await storedDesignations('directors')).toEqual(['Regional Seed Manager']);
      const officers = await post(API.officersDirectory.webGetAll, { location: 'Hisar' }, null);
      expect(officers.body.data.Hisar.map((officer: { designation: string }) => officer.designation).sort()).toEqual([
        'Director',
        'Regional Seed Manager',
        'Regional Seed Manager',
      ]);
      expect(await events(1)).toEqual([
        'source directories activityType Updated activityDetails Designation list: Regional Manager renamed to Regional Seed Manager, 4 records updated',
      ]);
    });

    it('carries authorities along when their role is renamed, and leaves designations of the same words alone', async () => {
      await createAuthority({ role: 'Public Information Officer', designation: 'Public Information Officer' });
      const response = await post(API.masterLists.update, {
        list: 'authRole',
        key: 'Public Information Officer',
        value: 'State Public Information Officer',
      });
      expect(response.body.status).toBe(200);
      const authorities = await post(API.authorities.webGetAll, { location: 'Karnal' }, null);
      expect(authorities.body.data.Karnal).toEqual([
        expect.objectContaining({
          role: 'State Public Information Officer',
          designation: 'Public Information Officer',
        }),
      ]);
      expect(await publicList('designation')).toEqual(SEEDED_DESIGNATIONS);
    });

    it('may change only the letter case, but not take another value of the list', async () => {
      await createOfficer('General Manager');
      const caseOnly = await post(API.masterLists.update, {
        list: 'designation',
        key: 'General Manager',
        value: 'General manager',
      });
      expect(caseOnly.body.status).toBe(200);
      expect(await storedDesignations('rti_officers')).toEqual(['General manager']);

      const taken = await post(API.masterLists.update, {
        list: 'designation',
        key: 'General manager',
        value: 'director',
      });
      expect(taken.body).toEqual({ status: 409, message: MASTER_LIST_REFUSALS.duplicate('designation', 'Director') });
      expect(await storedDesignations('rti_officers')).toEqual(['General manager']);
    });

    it('changes nothing, and records no activity, when the value is the same', async () => {
      const before = await events(1);
      const response = await post(API.masterLists.update, { list: 'designation', key: 'Director', value: 'Director ' });
      expect(response.body.status).toBe(200);
      expect(await events(1)).toEqual(before);
    });

    it('answers 404 for a value the list does not hold, and applies the add rules to the new value', async () => {
      expect(
        (await post(API.masterLists.update, { list: 'designation', key: 'Chief Wizard', value: 'Wizard' })).body,
      ).toEqual({ status: 404, message: MASTER_LIST_MESSAGES.notFound });
      expect((await post(API.masterLists.update, { list: 'designation', key: 'Director', value: ' ' })).body).toEqual({
        status: 400,
        message: MASTER_LIST_MESSAGES.valueRequired,
      });
      expect((await post(API.masterLists.update, { list: 'designation', value: 'Wizard' })).body).toEqual({
        status: 400,
        message: MASTER_LIST_MESSAGES.notFound,
      });
      expect(await publicList('designation')).toEqual(SEEDED_DESIGNATIONS);
    });
  });

  describe('delete', () => {
    it('refuses while records hold the value, naming how many of each kind', async () => {
      await createOfficer('Chairman', 'First Officer');
      await createOfficer('Chairman', 'Second Officer');
      await insertDirector('Chairman');
      const response = await post(API.masterLists.delete, { list: 'designation', key: 'Chairman' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        status: 409,
        message:
          "Designation 'Chairman' cannot be deleted: 3 records use it (1 director, 2 RTI officers). " +
          'Give those records another designation first, or rename the value.',
        data: { uses: { directors: 1, officers: 2 } },
      });
      expect(await publicList('designation')).toEqual(SEEDED_DESIGNATIONS);
    });

    it('counts authorities by role in the role list', async () => {
      await createAuthority({ role: 'First Appellate Authority' });
      const response = await post(API.masterLists.delete, { list: 'authRole', key: 'First Appellate Authority' });
      expect(response.body.message).toBe(
        "Authority role 'First Appellate Authority' cannot be deleted: 1 record uses it (1 RTI authority). " +
          'Give that record another authority role first, or rename the value.',
      );
    });

    it('deletes a value no record holds; the list and the forms no longer offer it', async () => {
      const officer = await createOfficer('Chairman');
      expect((await post(API.masterLists.delete, { list: 'designation', key: 'Chairman' })).body.status).toBe(409);
      await post(API.officersDirectory.delete, { key: officer });

      const response = await post(API.masterLists.delete, { list: 'designation', key: 'Chairman' });
      expect(response.body).toEqual({ status: 200, message: MASTER_LIST_MESSAGES.deleted });
      expect(await publicList('designation')).toEqual(SEEDED_DESIGNATIONS.filter((value) => value !== 'Chairman'));
      const refused = await post(API.officersDirectory.create, {
        district: 'Hisar',
        name: 'Sample Officer',
        designation: 'Chairman',
      });
      expect(refused.body).toEqual({ status: 400, message: DIRECTORY_MESSAGES.unknownDesignation });
      expect(await events(1)).toEqual([
        'source directories activityType Deleted activityDetails Designation list: Chairman',
      ]);
      expect((await post(API.masterLists.delete, { list: 'designation', key: 'Chairman' })).body).toEqual({
        status: 404,
        message: MASTER_LIST_MESSAGES.notFound,
      });
    });

    it('refuses an officer saved while its designation is being deleted, as the list check would', async () => {
      const sql = service.app.get(DataSource);
      const runner = sql.createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        // The delete holds the row until it commits; the save checks the list (still there) and waits on the row.
        await runner.query("DELETE FROM directories.master_values WHERE list = 'designation' AND value = 'Chairman'");
        const saving = post(API.officersDirectory.create, {
          district: 'Hisar',
          name: 'Late Officer',
          designation: 'Chairman',
        });
        const sent = saving.then((response) => response);
        await new Promise((resolve) => setTimeout(resolve, 500));
        await runner.commitTransaction();
        expect((await sent).body).toEqual({ status: 400, message: DIRECTORY_MESSAGES.unknownDesignation });
      } finally {
        await runner.release();
      }
      expect(await storedDesignations('rti_officers')).toEqual([]);
    });

    it('is held by the database as well: no record can name a value the list lacks', async () => {
      const sql = service.app.get(DataSource);
      await expect(insertDirector('Chief Wizard')).rejects.toThrow(/foreign key/);
      await insertDirector('Director');
      await expect(
        sql.query("DELETE FROM directories.master_values WHERE list = 'designation' AND value = 'Director'"),
      ).rejects.toThrow(/foreign key/);
    });
  });

  describe('the admin list', () => {
    it('pages one list in the public order, with how many records hold each value', async () => {
      await createOfficer('Director');
      await createAuthority({ designation: 'Director', role: 'First Appellate Authority' });
      const first = await post(API.masterLists.getAll, { list: 'designation', page: 0, size: 3 });
      expect(first.body).toEqual({
        status: 200,
        message: MASTER_LIST_MESSAGES.fetched,
        data: {
          content: [
            { key: 'Chairman', value: 'Chairman', uses: 0 },
            { key: 'Managing Director', value: 'Managing Director', uses: 0 },
            { key: 'Director', value: 'Director', uses: 2 },
          ],
          totalItems: 8,
          totalPages: 3,
        },
      });
      const roles = await postWith(
        service.app,
        `${API.masterLists.getAll}?page=0&size=10`,
        adminBearer(keys.privateKey),
      ).send({ list: 'authRole' });
      expect(
        roles.body.data.content.map((entry: { value: string; uses: number }) => [entry.value, entry.uses]),
      ).toEqual([
        ['Public Information Officer', 0],
        ['Assistant Public Information Officer', 0],
        ['First Appellate Authority', 1],
      ]);
      expect((await post(API.masterLists.getAll, { list: 'officeType' })).body).toEqual({
        status: 400,
        message: MASTER_LIST_MESSAGES.unknownList,
      });
    });
  });

  describe('admin calls need a valid, unrevoked token', () => {
    it.each(Object.values(API.masterLists))('%s', async (path) => {
      const refused = await refusedAuthorizations(keys.privateKey, service.app.get<Redis>(REDIS), `revoked-${path}`);
      for (const authorization of [refused.missing, refused.expired, refused.revoked]) {
        const response = await post(
          path,
          { list: 'designation', key: 'Director', value: 'Seed Officer' },
          authorization,
        );
        expect(response.status).toBe(401);
        expect(response.body.status).toBe(401);
      }
      expect(await publicList('designation')).toEqual(SEEDED_DESIGNATIONS);
    });
  });
});

describe('binding existing records to the lists (migration)', () => {
  it('adds values records hold that the list lacks, and gives records the list spelling of a value', async () => {
    const { dataSource, close } = await openTestDataSource((url) =>
      dataSourceOptions({ ...database, url, schema: 'directories' }),
    );
    try {
      await dataSource.undoLastMigration();
      const insert = (table: string, fields: Record<string, string>) =>
        dataSource.query(
          `INSERT INTO directories.${table} (${Object.keys(fields).join(', ')}) VALUES (${Object.keys(fields)
            .map((_field, index) => `$${index + 1}`)
            .join(', ')})`,
          Object.values(fields),
        );
      await insert('rti_officers', { district: 'Hisar', name: 'A', designation: 'Seed Analyst' });
      await insert('directors', { location: 'Directors', name: 'C', designation: 'chairman' });
      await insert('rti_authorities', { district: 'Hisar', role: 'Nodal Officer', designation: 'seed ANALYST' });

      await dataSource.runMigrations();
      const list = async (name: string) =>
        (
          await dataSource.query('SELECT value FROM directories.master_values WHERE list = $1 ORDER BY sort_order', [
            name,
          ])
        ).map((row: { value: string }) => row.value);
      expect(await list('designation')).toEqual([...SEEDED_DESIGNATIONS, 'Seed Analyst']);
      expect(await list('authRole')).toEqual([...SEEDED_ROLES, 'Nodal Officer']);
      expect(await dataSource.query('SELECT designation FROM directories.rti_authorities')).toEqual([
        { designation: 'Seed Analyst' },
      ]);
      expect(await dataSource.query('SELECT designation FROM directories.directors')).toEqual([
        { designation: 'Chairman' },
      ]);
    } finally {
      await close();
    }
  });
});
