import request from 'supertest';
import { DataSource } from 'typeorm';
import { API, DIRECTORY_MESSAGES } from '@seedcorp/contracts';
import { describeDistrictDirectory } from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { DirectoriesConfig } from '../config';

const AUTHORITY = { district: 'Karnal', role: 'Public Information Officer', designation: 'Regional Manager' };

describeDistrictDirectory(
  {
    title: 'RTI authorities',
    name: 'authorities',
    appModule: AppModule,
    Config: DirectoriesConfig,
    paths: API.authorities,
    table: 'directories.rti_authorities',
    sample: AUTHORITY,
    required: ['district', 'role', 'designation'],
    blankOnEdit: '',
    createdMessage: DIRECTORY_MESSAGES.authorityCreated,
    fetchedMessage: DIRECTORY_MESSAGES.authoritiesFetched,
    refusedChanges: [
      [{ district: 'Gotham' }, DIRECTORY_MESSAGES.unknownDistrict],
      [{ role: 'Gatekeeper' }, DIRECTORY_MESSAGES.unknownRole],
      [{ designation: 'Chief Wizard' }, DIRECTORY_MESSAGES.unknownDesignation],
    ],
  },
  (directory) => {
    const createHeadOfficeAndDistricts = async () => {
      await directory.create(AUTHORITY);
      await directory.create({
        ...AUTHORITY,
        district: 'Head Office',
        role: 'First Appellate Authority',
        designation: 'Chairman',
      });
      await directory.create({ ...AUTHORITY, district: 'Ambala' });
    };

    it('creates, groups head office first then districts alphabetically, edits and deletes', async () => {
      await createHeadOfficeAndDistricts();
      const key = await directory.create({ ...AUTHORITY, district: 'Head Office' });

      const groups = await directory.publicGroups();
      expect(Object.keys(groups)).toEqual(['Head Office', 'Ambala', 'Karnal']);
      expect(groups['Head Office']).toEqual([
        {
          key: expect.any(String),
          district: 'Head Office',
          role: 'First Appellate Authority',
          designation: 'Chairman',
        },
        { key, district: 'Head Office', role: 'Public Information Officer', designation: 'Regional Manager' },
      ]);
      expect(await directory.publicGroups()).toEqual(groups);

      const updated = await directory.post(API.authorities.update, {
        key,
        district: 'Head Office',
        role: 'Assistant Public Information Officer',
        designation: 'General Manager',
      });
      expect(updated.body).toEqual({ status: 200, message: DIRECTORY_MESSAGES.authorityUpdated });
      expect((await directory.publicGroups())['Head Office'][0]).toEqual({
        key,
        district: 'Head Office',
        role: 'Assistant Public Information Officer',
        designation: 'General Manager',
      });

      const deleted = await directory.post(API.authorities.delete, { key });
      expect(deleted.body).toEqual({ status: 200, message: DIRECTORY_MESSAGES.authorityDeleted });
      expect((await directory.publicGroups())['Head Office']).toHaveLength(1);
      expect(await directory.lastEvents(3)).toEqual([
        'source directories activityType Created activityDetails Public Information Officer',
        'source directories activityType Updated activityDetails Assistant Public Information Officer',
        'source directories activityType Deleted activityDetails Assistant Public Information Officer',
      ]);
      expect((await directory.post(API.authorities.delete, { key })).body).toEqual({
        status: 404,
        message: DIRECTORY_MESSAGES.authorityNotFound,
      });
    });

    it('pages the admin list with an empty body and page/size in the query', async () => {
      await createHeadOfficeAndDistricts();
      const response = await request(directory.app.getHttpServer())
        .post(`${API.authorities.getAll}?page=0&size=2`)
        .set('Authorization', directory.bearer());
      expect(response.body.status).toBe(200);
      expect(response.body.data).toEqual({
        content: {
          'Head Office': [expect.objectContaining({ role: 'First Appellate Authority' })],
          Ambala: [expect.any(Object)],
        },
        totalItems: 3,
        totalPages: 2,
      });
    });

    it('refuses to accept multipart bodies carrying files', async () => {
      const response = await request(directory.app.getHttpServer())
        .post(API.authorities.create)
        .set('Authorization', directory.bearer())
        .field('district', 'Karnal')
        .attach('image', Buffer.from('x'), 'x.png');
      expect(response.body.status).toBe(400);
    });

    it('stores SQL metacharacters, quotes and markup verbatim once the role list has them', async () => {
      const role = `'; DELETE FROM directories.rti_authorities; -- <script>alert("r")</script>`;
      await directory.app
        .get(DataSource)
        .query("INSERT INTO directories.master_values (list, value, sort_order) VALUES ('authRole', $1, 99)", [role]);
      await directory.create({ ...AUTHORITY, district: 'Rohtak', role });
      expect((await directory.publicGroups()).Rohtak.map((authority) => authority.role)).toEqual([role]);
    });
  },
);
