import type { DataSource } from 'typeorm';
import { dataSourceOptions } from '@seedcorp/libs';
import { DISTRICTS, OFFICE_TYPES } from '@seedcorp/contracts';
import { openTestDataSource } from '@seedcorp/testing';
import { database } from '../database';
import { directoriesDemoSeed } from './demo-seed';

const TABLES = ['directors', 'rti_officers', 'rti_authorities'];

describe('directories demo seed', () => {
  let dataSource: DataSource;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, close } = await openTestDataSource((url) =>
      dataSourceOptions({ ...database, url, schema: 'directories' }),
    ));
  });

  afterAll(async () => {
    await close();
  });

  const snapshot = async () =>
    Promise.all(TABLES.map((table) => dataSource.query(`SELECT * FROM directories.${table} ORDER BY id`)));

  it('loaded twice leaves the same rows', async () => {
    const first = await directoriesDemoSeed({ dataSource });
    expect(first).toEqual(['demo seed: 11 directory entries, 8 RTI officers, 8 RTI authorities added']);
    const rows = await snapshot();
    const second = await directoriesDemoSeed({ dataSource });
    expect(second).toEqual(['demo seed: 0 directory entries, 0 RTI officers, 0 RTI authorities added']);
    expect(await snapshot()).toEqual(rows);
  });

  it('titles every person as a placeholder, gives no numbers, and uses only master-list values', async () => {
    await directoriesDemoSeed({ dataSource });
    const [directors, officers, authorities] = await snapshot();
    for (const person of [...directors, ...officers]) {
      expect(person.name).toContain('(placeholder)');
      expect([person.mobile_no, person.office_no]).toEqual([null, null]);
    }
    const designations = (
      await dataSource.query("SELECT value FROM directories.master_values WHERE list = 'designation'")
    ).map((row: { value: string }) => row.value);
    const roles = (await dataSource.query("SELECT value FROM directories.master_values WHERE list = 'authRole'")).map(
      (row: { value: string }) => row.value,
    );
    for (const row of [...directors, ...officers, ...authorities]) expect(designations).toContain(row.designation);
    for (const director of directors) expect(OFFICE_TYPES).toContain(director.location);
    for (const row of [...officers, ...authorities]) expect(DISTRICTS).toContain(row.district);
    for (const authority of authorities) expect(roles).toContain(authority.role);
    expect(directors.filter((row: { location: string }) => row.location === 'Regional Office')).toHaveLength(7);
  });
});
