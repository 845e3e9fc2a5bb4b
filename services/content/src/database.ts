import type { AfterMigrate } from '@seedcorp/libs';
import { ContentTables1764600000000 } from './migrations/1764600000000-content-tables';
import { SingleRowTables1764700000000 } from './migrations/1764700000000-single-row-tables';
import { ContentPages1764800000000 } from './migrations/1764800000000-content-pages';
import { TableHindiReview1764910000000 } from './migrations/1764910000000-table-hindi-review';
import { SiteSettings1764920000000 } from './migrations/1764920000000-site-settings';
import { ContactInSettings1765000000000 } from './migrations/1765000000000-contact-in-settings';
import { ContentPage } from './pages/page.entity';
import { PageDraft } from './pages/page-draft.entity';
import { PageVersion } from './pages/page-version.entity';
import { seedContentPages, seedContentTables } from './seed/content-seed';
import { SettingsDraft } from './settings/settings-draft.entity';
import { seedSiteSettings } from './settings/settings-seed';
import { SettingsVersion } from './settings/settings-version.entity';
import { SiteSettingsDocument } from './settings/site-settings.entity';
import { ContentTable } from './tables/content-table.entity';
import { TableDraft } from './tables/table-draft.entity';
import { TableVersion } from './tables/table-version.entity';

/** Entities and migrations of the `content` schema. */
export const database = {
  entities: [
    ContentTable,
    TableVersion,
    TableDraft,
    ContentPage,
    PageVersion,
    PageDraft,
    SiteSettingsDocument,
    SettingsVersion,
    SettingsDraft,
  ],
  migrations: [
    ContentTables1764600000000,
    SingleRowTables1764700000000,
    ContentPages1764800000000,
    TableHindiReview1764910000000,
    SiteSettings1764920000000,
    ContactInSettings1765000000000,
  ],
};

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
