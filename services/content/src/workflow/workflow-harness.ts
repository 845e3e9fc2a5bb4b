import type { DataSource } from 'typeorm';
import type { AdminRole, ContentColumn, ContentRow, TableKind } from '@seedcorp/contracts';
import { adminBearer } from '@seedcorp/testing';

/** An admin of a role as the auth service signs their token: the same admin (subject) for every call. */
export function testAdmin(privateKey: string, role: AdminRole, name: string) {
  const subject = `${role}-${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}`;
  return { id: subject, name, role, bearer: adminBearer(privateKey, { subject, claims: { role, name } }) };
}
export type TestAdmin = ReturnType<typeof testAdmin>;

/** The workflow suites' tables: a crop, its variety and the farmer's rate. */
const TEST_RATE_COLUMNS: ContentColumn[] = [
  { key: 'crop', header: { en: 'Crop', hi: 'फ़सल' }, type: 'text', required: true, lead: true },
  { key: 'variety', header: { en: 'Variety', hi: 'किस्म' }, type: 'text', required: true, lead: true },
  { key: 'farmerRate', header: { en: 'Rate to the farmer', hi: 'किसान के लिए दर' }, type: 'rupees', required: true },
];

/** A table of a suite's own on `page`, published as version 1 with `rows` (a rate list of a season). */
export async function insertPublishedTable(
  dataSource: DataSource,
  table: { key: string; page: string; caption: string; kind?: TableKind; rows: ContentRow[]; season?: string },
): Promise<void> {
  await dataSource.query(
    `INSERT INTO content.tables (key, page, kind, caption_en, caption_hi, columns, position, last_version)
     VALUES ($1, $2, $3, $4, 'परीक्षण दरें', $5, 1000, 1)`,
    [table.key, table.page, table.kind ?? 'table', table.caption, JSON.stringify(TEST_RATE_COLUMNS)],
  );
  await dataSource.query(
    `INSERT INTO content.table_versions (table_key, version, rows, notes, season) VALUES ($1, 1, $2, '[]', $3)`,
    [table.key, JSON.stringify(table.rows), table.season ?? null],
  );
}
