import type { AfterMigrate } from '@seedcorp/libs';
import { ContentTables1764600000000 } from './migrations/1764600000000-content-tables';
import { SingleRowTables1764700000000 } from './migrations/1764700000000-single-row-tables';
import { ContentPages1764800000000 } from './migrations/1764800000000-content-pages';
import { ContentPage } from './pages/page.entity';
import { PageDraft } from './pages/page-draft.entity';
import { PageVersion } from './pages/page-version.entity';
import { seedContentPages, seedContentTables } from './seed/content-seed';
import { ContentTable } from './tables/content-table.entity';
import { TableDraft } from './tables/table-draft.entity';
import { TableVersion } from './tables/table-version.entity';

/** Entities and migrations of the `content` schema. */
export const database = {
  entities: [ContentTable, TableVersion, TableDraft, ContentPage, PageVersion, PageDraft],
  migrations: [ContentTables1764600000000, SingleRowTables1764700000000, ContentPages1764800000000],
};

/**
 * The tables and page words every deployment starts with (the site's own figures, placeholders included), published once a
 * table is absent: the migration step runs it, and so does the integration tests' template database.
 */
export const requiredData: AfterMigrate = async (dataSource) => [
  ...(await seedContentTables(dataSource)),
  ...(await seedContentPages(dataSource)),
];
