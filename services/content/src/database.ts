import { schemaOf, type AfterMigrate } from '@seedcorp/libs';
import { seedContentPages, seedContentTables } from './seed/content-seed';
import { seedSiteSettings } from './settings/settings-seed';

/** Entities and migrations of the `content` schema. */
export const database = schemaOf(__dirname);

/**
 * The tables, page words and site settings every deployment starts with (the site's own figures, placeholders
 * included), each published once it is absent: the migration step runs it, and so does the integration tests'
 * template database.
 */
export const requiredData: AfterMigrate = async (dataSource) => [
  ...(await seedContentTables(dataSource)),
  ...(await seedContentPages(dataSource)),
  ...(await seedSiteSettings(dataSource)),
];
