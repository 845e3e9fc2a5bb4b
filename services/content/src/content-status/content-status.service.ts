import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  CONTENT_ADMIN_PATHS,
  CONTENT_COUNT_NAMES,
  namedCounts,
  needsHindiWork,
  settingsFieldLabel,
  settingsHindiMissing,
  settingsPlaceholders,
  SITE_SETTINGS_KEY,
  SITE_SETTINGS_TITLE,
  type Bilingual,
  type InternalCounts,
  type LanguageState,
  type PlaceholderEntry,
} from '@seedcorp/contracts';
import { ContentPage } from '../pages/page.entity';
import type { PageDraft } from '../pages/page-draft.entity';
import type { PageVersion } from '../pages/page-version.entity';
import { pageDocuments } from '../pages/pages.service';
import type { SettingsDraft } from '../settings/settings-draft.entity';
import type { SettingsVersion } from '../settings/settings-version.entity';
import { settingsDocuments } from '../settings/settings.service';
import { ContentTable } from '../tables/content-table.entity';
import type { TableDraft } from '../tables/table-draft.entity';
import type { TableVersion } from '../tables/table-version.entity';
import { tableDocuments } from '../tables/tables.service';
import { pageHindiCounts, pagePlaces } from './page-status';
import { tableHindiMissing, tablePlaces } from './table-status';

interface Stated<T, D, V> {
  item: T;
  published: V | null;
  draft: D | null;
}

/** Every page, table and the settings with their published version and draft, read once for a whole answer. */
interface Snapshot {
  pages: Stated<ContentPage, PageDraft, PageVersion>[];
  tables: Stated<ContentTable, TableDraft, TableVersion>[];
  settings: Stated<null, SettingsDraft, SettingsVersion>;
}

const iso = (date: Date | undefined) => date?.toISOString() ?? null;
const captionOf = (table: ContentTable): Bilingual => ({ en: table.captionEn, hi: table.captionHi });

/** A place found in the published version, the draft or both, listed once with where it was found. */
function merged<P>(
  published: P[],
  draft: P[],
  keyOf: (place: P) => string,
): { place: P; in: PlaceholderEntry['in'] }[] {
  const places = new Map<string, { place: P; in: PlaceholderEntry['in'] }>();
  for (const [state, found] of [
    ['published', published],
    ['draft', draft],
  ] as const) {
    for (const place of found) {
      const key = keyOf(place);
      const entry = places.get(key) ?? { place, in: [] };
      entry.in.push(state);
      places.set(key, entry);
    }
  }
  return [...places.values()];
}

/**
 * Where the site's words stand across pages, tables and the settings: the state of each one's Hindi, and every
 * fact still the placeholder, each with the admin screen that puts it right. The dashboard's counts come from here.
 */
@Injectable()
export class ContentStatusService {
  private readonly pages: ReturnType<typeof pageDocuments>;
  private readonly tables: ReturnType<typeof tableDocuments>;
  private readonly settings: ReturnType<typeof settingsDocuments>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.pages = pageDocuments(dataSource);
    this.tables = tableDocuments(dataSource);
    this.settings = settingsDocuments(dataSource);
  }

  async languageStates(): Promise<LanguageState[]> {
    return this.statesOf(await this.snapshot());
  }

  async placeholders(): Promise<PlaceholderEntry[]> {
    return this.placesOf(await this.snapshot());
  }

  /**
   * What the dashboard shows of the site's content: how many tables there are and how many table drafts wait for
   * publication, how many items have Hindi out of date or missing, and how many placeholders are left to fill.
   */
  async counts(): Promise<InternalCounts> {
    const snapshot = await this.snapshot();
    const [tables, drafts, hindi, placeholders] = CONTENT_COUNT_NAMES;
    return namedCounts(CONTENT_COUNT_NAMES, [
      { name: tables, count: snapshot.tables.length },
      { name: drafts, count: snapshot.tables.filter((table) => table.draft).length },
      { name: hindi, count: this.statesOf(snapshot).filter(needsHindiWork).length },
      { name: placeholders, count: this.placesOf(snapshot).length },
    ]);
  }

  /** One read: every item, then the latest version and the draft of each, all in one transaction. */
  private snapshot(): Promise<Snapshot> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const pages = await manager.find(ContentPage, { order: { path: 'ASC' } });
      const pageVersions = await this.pages.latestOfEach(manager);
      const pageDrafts = await this.pages.drafts(manager);
      const tables = await manager.find(ContentTable, { order: { page: 'ASC', position: 'ASC', key: 'ASC' } });
      const tableVersions = await this.tables.latestOfEach(manager);
      const tableDrafts = await this.tables.drafts(manager);
      return {
        pages: pages.map((item) => ({
          item,
          published: pageVersions.find((version) => version.pagePath === item.path) ?? null,
          draft: pageDrafts.find((draft) => draft.pagePath === item.path) ?? null,
        })),
        tables: tables.map((item) => ({
          item,
          published: tableVersions.find((version) => version.tableKey === item.key) ?? null,
          draft: tableDrafts.find((draft) => draft.tableKey === item.key) ?? null,
        })),
        settings: {
          item: null,
          published: await this.settings.latest(SITE_SETTINGS_KEY, manager),
          draft: await this.settings.draft(SITE_SETTINGS_KEY, manager),
        },
      };
    });
  }

  /** The counts are of what visitors read (the published version), or of the draft while nothing is published. */
  private statesOf({ pages, tables, settings }: Snapshot): LanguageState[] {
    const dates = ({
      published,
      draft,
    }: {
      published: { publishedAt: Date } | null;
      draft: { savedAt: Date } | null;
    }) => ({
      publishedAt: iso(published?.publishedAt),
      draftSavedAt: iso(draft?.savedAt),
    });
    const settingsWords = settings.published ?? settings.draft;
    const outdatedFields = settings.published?.hindiOutdated ?? [];
    const settingsState: LanguageState = {
      kind: 'settings',
      key: SITE_SETTINGS_KEY,
      title: SITE_SETTINGS_TITLE,
      path: null,
      hindiReview: (settings.draft ?? settings.published)?.hindiReview ?? 'drafted',
      hindiOutdated: outdatedFields.length,
      hindiMissing: settingsWords
        ? settingsHindiMissing(settingsWords.settings).filter((field) => !outdatedFields.includes(field)).length
        : 0,
      unit: 'fields',
      ...dates(settings),
      adminPath: CONTENT_ADMIN_PATHS.settings,
    };
    const pageStates = pages.map((page): LanguageState => {
      const words = page.published ?? page.draft;
      const counts = words ? pageHindiCounts(words) : { outdated: 0, missing: 0 };
      return {
        kind: 'page',
        key: page.item.path,
        title: (page.draft ?? page.published)?.title ?? { en: page.item.path, hi: page.item.path },
        path: page.item.path,
        hindiReview: (page.draft ?? page.published)?.hindiReview ?? 'drafted',
        hindiOutdated: counts.outdated,
        hindiMissing: counts.missing,
        unit: 'blocks',
        ...dates(page),
        adminPath: CONTENT_ADMIN_PATHS.page(page.item.path),
      };
    });
    const tableStates = tables.map((table): LanguageState => {
      const read = table.published ?? table.draft;
      return {
        kind: 'table',
        key: table.item.key,
        title: captionOf(table.item),
        path: table.item.page,
        hindiReview: (table.draft ?? table.published)?.hindiReview ?? 'drafted',
        hindiOutdated: 0,
        hindiMissing: tableHindiMissing(
          { caption: captionOf(table.item), columns: table.item.columns },
          read?.rows ?? [],
          read?.notes ?? [],
        ),
        unit: 'cells',
        ...dates(table),
        adminPath: CONTENT_ADMIN_PATHS.table(table.item.key),
      };
    });
    return [settingsState, ...pageStates, ...tableStates];
  }

  private placesOf({ pages, tables, settings }: Snapshot): PlaceholderEntry[] {
    const entries: PlaceholderEntry[] = [];
    const current = settings.draft ?? settings.published;
    if (current) {
      const fields = merged(
        settings.published ? settingsPlaceholders(settings.published.settings) : [],
        settings.draft ? settingsPlaceholders(settings.draft.settings) : [],
        (field) => field,
      );
      for (const { place: field, in: found } of fields) {
        entries.push({
          kind: 'settings',
          key: SITE_SETTINGS_KEY,
          title: SITE_SETTINGS_TITLE,
          in: found,
          where: settingsFieldLabel(current.settings, field),
          field,
          adminPath: CONTENT_ADMIN_PATHS.settingsField(field),
        });
      }
    }
    for (const page of pages) {
      const words = page.draft ?? page.published;
      const title = words?.title ?? { en: page.item.path, hi: page.item.path };
      // The editor shows the draft, or the published words: a block is found by its place there.
      const numberOf = (blockId?: string) => {
        const index = words?.blocks.findIndex((block) => block.id === blockId) ?? -1;
        return index >= 0 ? index + 1 : undefined;
      };
      const places = merged(
        page.published ? pagePlaces(page.published) : [],
        page.draft ? pagePlaces(page.draft) : [],
        (place) => JSON.stringify([place.blockId, place.item]),
      );
      for (const { place, in: found } of places) {
        entries.push({
          kind: 'page',
          key: page.item.path,
          title,
          in: found,
          ...place,
          adminPath: CONTENT_ADMIN_PATHS.page(page.item.path, numberOf(place.blockId)),
        });
      }
    }
    for (const table of tables) {
      const placesIn = (state: TableVersion | TableDraft | null) =>
        state ? tablePlaces(table.item.columns, state.rows, state.notes) : [];
      const places = merged(placesIn(table.published), placesIn(table.draft), (place) =>
        JSON.stringify([place.row, place.column, place.note]),
      );
      for (const { place, in: found } of places) {
        entries.push({
          kind: 'table',
          key: table.item.key,
          title: captionOf(table.item),
          in: found,
          ...place,
          adminPath: CONTENT_ADMIN_PATHS.table(table.item.key),
        });
      }
    }
    return entries;
  }
}
