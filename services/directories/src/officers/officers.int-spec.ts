import request from 'supertest';
import { parseActivityFields } from '@seedcorp/libs';
import { ACTIVITY_STREAM, API, DIRECTORY_MESSAGES } from '@seedcorp/contracts';
import { describeDistrictDirectory } from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { DirectoriesConfig } from '../config';

const OFFICER = {
  district: 'Hisar',
  name: 'Hisar Officer',
  designation: 'Public Information Officer',
  address: 'Regional unit, Hisar',
  mobileNo: '9812345678',
  officeNo: '01662000000',
};

describeDistrictDirectory(
  {
    title: 'RTI officers',
    name: 'officers',
    appModule: AppModule,
    Config: DirectoriesConfig,
    paths: API.officersDirectory,
    table: 'directories.rti_officers',
    sample: OFFICER,
    required: ['district', 'name', 'designation'],
    blankOnEdit: ' ',
    fetchedMessage: DIRECTORY_MESSAGES.officersFetched,
    refusedChanges: [
      [{ mobileNo: '98123456789' }, DIRECTORY_MESSAGES.mobileDigits],
      [{ mobileNo: '98123 45678' }, DIRECTORY_MESSAGES.mobileDigits],
      [{ officeNo: '01662-200000' }, DIRECTORY_MESSAGES.officeDigits],
      [{ district: 'Gotham' }, DIRECTORY_MESSAGES.unknownDistrict],
      [{ designation: 'Chief Wizard' }, DIRECTORY_MESSAGES.unknownDesignation],
      [{ name: 'x'.repeat(201) }, DIRECTORY_MESSAGES.tooLong],
    ],
  },
  (directory) => {
    it('tells the audit trail each field’s old and new value on an edit, and every filled field on a create or delete', async () => {
      const key = await directory.create(OFFICER);
      const lastEvent = async () => {
        const [[, fields]] = await directory.redis.xrevrange(ACTIVITY_STREAM, '+', '-', 'COUNT', 1);
        return parseActivityFields(fields);
      };
      expect((await lastEvent()).changes).toContainEqual({ field: 'Mobile number', old: null, new: '9812345678' });

      const update = await directory.post(API.officersDirectory.update, { ...OFFICER, key, mobileNo: '9123456780' });
      expect(update.body.status).toBe(200);
      expect(await lastEvent()).toMatchObject({
        activityType: 'Updated',
        record: { type: 'rti-officer', id: key },
        changes: [{ field: 'Mobile number', old: '9812345678', new: '9123456780' }],
      });

      await directory.post(API.officersDirectory.delete, { key });
      expect(await lastEvent()).toMatchObject({
        activityType: 'Deleted',
        changes: expect.arrayContaining([{ field: 'Name', old: OFFICER.name, new: null }]),
      });
    });

    /** Five officers in four districts, one of them without address or numbers. */
    const createFourDistricts = async () => {
      await directory.create({ ...OFFICER, district: 'Sirsa', name: 'Sirsa Officer' });
      await directory.create(OFFICER);
      await directory.create({ district: 'Head Office', name: 'Zed Head', designation: 'Public Information Officer' });
      await directory.create({
        ...OFFICER,
        district: 'Head Office',
        name: 'Abe Head',
        designation: 'First Appellate Authority',
      });
      await directory.create({ ...OFFICER, district: 'Ambala', name: 'Ambala Officer' });
    };

    it('groups the public list by district: head office first, the others alphabetically; missing values empty', async () => {
      await createFourDistricts();
      const groups = await directory.publicGroups();
      expect(Object.keys(groups)).toEqual(['Head Office', 'Ambala', 'Hisar', 'Sirsa']);
      expect(groups['Head Office'].map((officer) => officer.name)).toEqual(['Abe Head', 'Zed Head']);
      expect(groups['Head Office'][1]).toEqual({
        key: expect.any(String),
        district: 'Head Office',
        name: 'Zed Head',
        designation: 'Public Information Officer',
        address: '',
        mobileNo: '',
        officeNo: '',
      });
      expect(await directory.publicGroups()).toEqual(groups);

      const oneDistrict = await directory.post(API.officersDirectory.webGetAll, { location: 'Sirsa' }, null);
      expect(Object.keys(oneDistrict.body.data)).toEqual(['Sirsa']);
    });

    it('pages the admin list over rows, grouped by district (paging in the body or the query)', async () => {
      await createFourDistricts();
      const first = await directory.post(API.officersDirectory.getAll, { location: 'All', page: 0, size: 3 });
      expect(first.body.status).toBe(200);
      expect(first.body.data.totalItems).toBe(5);
      expect(first.body.data.totalPages).toBe(2);
      expect(Object.keys(first.body.data.content)).toEqual(['Head Office', 'Ambala']);
      const second = await request(directory.app.getHttpServer())
        .post(`${API.officersDirectory.getAll}?page=1&size=3`)
        .set('Authorization', directory.bearer())
        .send({});
      expect(Object.keys(second.body.data.content)).toEqual(['Hisar', 'Sirsa']);
    });

    it('edits and deletes, with activity named after the officer', async () => {
      const key = await directory.create({ ...OFFICER, name: 'Temporary Officer' });
      const updated = await directory.post(API.officersDirectory.update, {
        ...OFFICER,
        key,
        name: 'Edited Officer',
        mobileNo: '',
      });
      expect(updated.body).toEqual({ status: 200, message: DIRECTORY_MESSAGES.officerUpdated });
      const edited = (await directory.publicGroups()).Hisar.find((officer) => officer.key === key);
      expect(edited).toMatchObject({ name: 'Edited Officer', mobileNo: '', officeNo: OFFICER.officeNo });

      const deleted = await directory.post(API.officersDirectory.delete, { key });
      expect(deleted.body).toEqual({ status: 200, message: DIRECTORY_MESSAGES.officerDeleted });
      expect((await directory.publicGroups()).Hisar?.some((officer) => officer.key === key) ?? false).toBe(false);
      expect(await directory.lastEvents(3)).toEqual([
        'source directories activityType Created activityDetails Temporary Officer',
        'source directories activityType Updated activityDetails Edited Officer',
        'source directories activityType Deleted activityDetails Edited Officer',
      ]);
      expect((await directory.post(API.officersDirectory.delete, { key })).body).toEqual({
        status: 404,
        message: DIRECTORY_MESSAGES.officerNotFound,
      });
      expect((await directory.post(API.officersDirectory.update, { ...OFFICER, key })).body).toEqual({
        status: 404,
        message: DIRECTORY_MESSAGES.officerNotFound,
      });
    });

    it('stores SQL metacharacters, quotes and markup verbatim (urlencoded form)', async () => {
      const name = `Robert'); DROP TABLE directories.rti_officers;-- "<script>alert(1)</script>"`;
      const response = await request(directory.app.getHttpServer())
        .post(API.officersDirectory.create)
        .set('Authorization', directory.bearer())
        .type('form')
        .send({ ...OFFICER, district: 'Jind', name });
      expect(response.body.status).toBe(200);
      expect((await directory.publicGroups()).Jind.map((officer) => officer.name)).toEqual([name]);
    });

    it('refuses a public list for an unknown district', async () => {
      const response = await directory.post(API.officersDirectory.webGetAll, { location: 'Gotham' }, null);
      expect(response.body).toEqual({ status: 400, message: DIRECTORY_MESSAGES.unknownDistrict });
    });
  },
);
