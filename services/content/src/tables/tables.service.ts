import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  ActivityPublisher,
  ApiError,
  checkRows,
  CONTENT_COUNT_NAMES,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  latestOfEachRateList,
  isIsoDate,
  namedCounts,
  rowsFromDelimited,
  rowsToCsv,
  tidyRows,
  type AdminContentTable,
  type AdminTableSummary,
  type CellProblem,
  type ContentPageGroup,
  type ContentRow,
  type ContentTableDefinition,
  type DraftVersion,
  type EarlierRateList,
  type ExportedCsv,
  type ImportMode,
  type InternalCounts,
  type PublicContentTable,
  type PublishedVersion,
  type SavedDraft,
  type TableContent,
  type VersionSummary,
} from '@seedcorp/libs';
import { ContentTable } from './content-table.entity';
import { TableDraft } from './table-draft.entity';
import { TableVersion } from './table-version.entity';

/** What a save asks to store; a rate list's season and date are kept from the draft or table when left out. */
export interface DraftInput {
  rows: unknown[];
  notes: string[];
  season?: string | null;
  effectiveFrom?: string | null;
}

interface LockedTable {
  manager: EntityManager;
  table: ContentTable;
  draft: TableDraft | null;
  published: TableVersion | null;
}

const refused = (problems: CellProblem[]) => ApiError.badRequest(CONTENT_MESSAGES.rowsRefused, problems);

function definitionOf(table: ContentTable): ContentTableDefinition {
  return {
    key: table.key,
    page: table.page,
    caption: { en: table.captionEn, hi: table.captionHi },
    kind: table.kind,
    columns: table.columns,
    ...(table.singleRow ? { singleRow: true } : {}),
  };
}

/** Season and effective-from belong to rate lists only, so other tables' answers do not carry them. */
function termsOf(
  table: ContentTable,
  state: TableVersion | TableDraft,
): Pick<TableContent, 'season' | 'effectiveFrom'> {
  return table.kind === 'rateList' ? { season: state.season ?? '', effectiveFrom: state.effectiveFrom } : {};
}

/** What a draft and a published version both answer: their number, rows, notes, terms and where they came from. */
function contentOf(table: ContentTable, state: TableVersion | TableDraft) {
  return {
    version: state.version,
    rows: state.rows,
    notes: state.notes,
    ...termsOf(table, state),
    ...(state.restoredFrom ? { restoredFrom: state.restoredFrom } : {}),
  };
}

function publishedOf(table: ContentTable, version: TableVersion): PublishedVersion {
  return { ...contentOf(table, version), publishedAt: version.publishedAt.toISOString() };
}

function draftOf(table: ContentTable, draft: TableDraft): DraftVersion {
  return { ...contentOf(table, draft), savedAt: draft.savedAt.toISOString() };
}

function summaryOf(table: ContentTable, version: TableVersion): VersionSummary {
  return { version: version.version, publishedAt: version.publishedAt.toISOString(), ...termsOf(table, version) };
}

/**
 * The site's tables: the public reads the latest published version; administrators edit one shared draft,
 * publish it as a new version (every earlier one is kept) or take up an earlier version again. Each change names
 * the version it was based on, so an administrator never overwrites a draft saved since they loaded it.
 */
@Injectable()
export class TablesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activity: ActivityPublisher,
  ) {}

  async publicTable(key: string): Promise<PublicContentTable> {
    const table = await this.table(key);
    const latest = await this.latestVersion(this.dataSource.manager, key);
    if (!latest) throw ApiError.notFound(CONTENT_MESSAGES.tableNotFound);
    return { ...definitionOf(table), ...publishedOf(table, latest) };
  }

  /**
   * The lists a rate table had before the current one, newest first: for each earlier season and date, its last
   * published version. A correction published within the current list is not an earlier list.
   */
  async earlierRateLists(key: string): Promise<EarlierRateList[]> {
    const table = await this.table(key);
    if (table.kind !== 'rateList') throw ApiError.badRequest(CONTENT_MESSAGES.notARateList);
    const versions = await this.dataSource.manager.find(TableVersion, {
      where: { tableKey: key },
      order: { version: 'DESC' },
    });
    return latestOfEachRateList(versions)
      .slice(1)
      .map((version) => ({
        ...publishedOf(table, version),
        season: version.season ?? '',
        effectiveFrom: version.effectiveFrom,
      }));
  }

  async pages(): Promise<ContentPageGroup[]> {
    const manager = this.dataSource.manager;
    const tables = await manager.find(ContentTable, { order: { position: 'ASC', key: 'ASC' } });
    const latest: TableVersion[] = await manager
      .createQueryBuilder(TableVersion, 'version')
      .distinctOn(['version.tableKey'])
      .orderBy('version.tableKey')
      .addOrderBy('version.version', 'DESC')
      .getMany();
    const drafts = await manager.find(TableDraft);
    const groups = new Map<string, AdminTableSummary[]>();
    for (const table of tables) {
      const published = latest.find((version) => version.tableKey === table.key);
      const draft = drafts.find((candidate) => candidate.tableKey === table.key);
      const summary: AdminTableSummary = {
        ...definitionOf(table),
        published: published ? summaryOf(table, published) : null,
        draft: draft ? { version: draft.version, savedAt: draft.savedAt.toISOString() } : null,
        currentVersion: draft?.version ?? published?.version ?? 0,
      };
      groups.set(table.page, [...(groups.get(table.page) ?? []), summary]);
    }
    return [...groups].map(([page, pageTables]) => ({ page, tables: pageTables }));
  }

  async adminTable(key: string): Promise<AdminContentTable> {
    const manager = this.dataSource.manager;
    const table = await this.table(key);
    const versions = await manager.find(TableVersion, { where: { tableKey: key }, order: { version: 'DESC' } });
    const draft = await manager.findOneBy(TableDraft, { tableKey: key });
    const published = versions[0] ?? null;
    return {
      ...definitionOf(table),
      published: published ? publishedOf(table, published) : null,
      draft: draft ? draftOf(table, draft) : null,
      versions: versions.map((version) => summaryOf(table, version)),
      currentVersion: draft?.version ?? published?.version ?? 0,
    };
  }

  /** What the dashboard shows of the site's tables: how many there are and how many wait for publication. */
  async counts(): Promise<InternalCounts> {
    const [tables, drafts] = CONTENT_COUNT_NAMES;
    const manager = this.dataSource.manager;
    return namedCounts(CONTENT_COUNT_NAMES, [
      { name: tables, count: await manager.count(ContentTable) },
      { name: drafts, count: await manager.count(TableDraft) },
    ]);
  }

  saveDraft(key: string, baseVersion: number, input: DraftInput): Promise<SavedDraft> {
    return this.draftChange(key, baseVersion, async (locked) => {
      const content = this.checkedContent(locked, input);
      return this.writeDraft(locked, content);
    });
  }

  /** The draft becomes the table's new published version, under the number it was saved with. */
  async publish(key: string, baseVersion: number): Promise<{ version: number }> {
    const { version, caption } = await this.changeDraft(key, baseVersion, async ({ manager, table, draft }) => {
      if (!draft) throw ApiError.badRequest(CONTENT_MESSAGES.noDraft);
      await manager.insert(TableVersion, {
        tableKey: key,
        version: draft.version,
        rows: draft.rows,
        notes: draft.notes,
        season: draft.season,
        effectiveFrom: draft.effectiveFrom,
        restoredFrom: draft.restoredFrom,
      });
      await manager.delete(TableDraft, { tableKey: key });
      return { version: draft.version, caption: table.captionEn };
    });
    await this.activity.publish('Updated', caption);
    return { version };
  }

  /** An earlier published version, taken up again as the draft (published only when the draft is). */
  restore(key: string, baseVersion: number, version: number): Promise<SavedDraft> {
    return this.draftChange(key, baseVersion, async (locked) => {
      const earlier = await locked.manager.findOneBy(TableVersion, { tableKey: key, version });
      if (!earlier) throw ApiError.notFound(CONTENT_MESSAGES.versionNotFound);
      return this.writeDraft(
        locked,
        {
          rows: earlier.rows,
          notes: earlier.notes,
          season: earlier.season ?? undefined,
          effectiveFrom: earlier.effectiveFrom,
        },
        version,
      );
    });
  }

  /**
   * Rows read from CSV or a spreadsheet paste replace the draft's rows or follow them. All or nothing: one bad
   * cell refuses the whole import, every problem named by its line below the header.
   */
  importRows(key: string, baseVersion: number, text: string, mode: ImportMode): Promise<SavedDraft> {
    return this.draftChange(key, baseVersion, async (locked) => {
      const { rows, problems } = rowsFromDelimited(locked.table.columns, text);
      const cellProblems = problems.length > 0 ? problems : checkRows(locked.table.columns, rows);
      if (cellProblems.length > 0) throw refused(cellProblems);
      const current = locked.draft ?? locked.published;
      const kept = mode === 'append' ? (current?.rows ?? []) : [];
      return this.writeDraft(
        locked,
        this.checkedContent(locked, { rows: [...kept, ...rows], notes: current?.notes ?? [] }),
      );
    });
  }

  async exportCsv(key: string): Promise<ExportedCsv> {
    const manager = this.dataSource.manager;
    const table = await this.table(key);
    const current =
      (await manager.findOneBy(TableDraft, { tableKey: key })) ?? (await this.latestVersion(manager, key));
    const version = current?.version ?? 0;
    return {
      fileName: `${key}-version-${version}.csv`,
      version,
      csv: rowsToCsv(table.columns, current?.rows ?? []),
    };
  }

  private async table(key: string): Promise<ContentTable> {
    const table = await this.dataSource.manager.findOneBy(ContentTable, { key });
    if (!table) throw ApiError.notFound(CONTENT_MESSAGES.tableNotFound);
    return table;
  }

  private latestVersion(manager: EntityManager, key: string): Promise<TableVersion | null> {
    return manager.findOne(TableVersion, { where: { tableKey: key }, order: { version: 'DESC' } });
  }

  /**
   * Runs a change with the table's row locked, so two administrators' changes take turns; a change based on any
   * version but the current one (the draft's, or the published one's when there is no draft) is refused whole.
   */
  private changeDraft<T>(key: string, baseVersion: number, change: (locked: LockedTable) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const table = await manager.findOne(ContentTable, { where: { key }, lock: { mode: 'pessimistic_write' } });
      if (!table) throw ApiError.notFound(CONTENT_MESSAGES.tableNotFound);
      const draft = await manager.findOneBy(TableDraft, { tableKey: key });
      const published = await this.latestVersion(manager, key);
      const current = draft?.version ?? published?.version ?? 0;
      if (baseVersion !== current) throw new ApiError(409, CONTENT_MESSAGES.staleVersion(current));
      return change({ manager, table, draft, published });
    });
  }

  /**
   * A change that leaves a draft, reported to the activity stream once committed: the dashboard asks for its
   * count of drafts awaiting publication after each event, as it does every owner's counts.
   */
  private async draftChange(
    key: string,
    baseVersion: number,
    change: (locked: LockedTable) => Promise<SavedDraft>,
  ): Promise<SavedDraft> {
    let caption = key;
    const saved = await this.changeDraft(key, baseVersion, (locked) => {
      caption = locked.table.captionEn;
      return change(locked);
    });
    await this.activity.publish('Updated', `Draft saved: ${caption}`);
    return saved;
  }

  /** The rows, notes and rate-list terms a draft may hold; every bad cell is reported at once. */
  private checkedContent({ table, draft, published }: LockedTable, input: DraftInput): TableContent {
    const problems = checkRows(table.columns, input.rows, table);
    if (problems.length > 0) throw refused(problems);
    if (input.notes.length > CONTENT_LIMITS.notesMax) throw ApiError.badRequest(CONTENT_MESSAGES.notesNotList);
    const content: TableContent = {
      rows: tidyRows(table.columns, input.rows as ContentRow[]),
      notes: input.notes.map((note) => note.trim()).filter((note) => note !== ''),
    };
    if (table.kind !== 'rateList') {
      if (input.season != null || input.effectiveFrom != null) {
        throw ApiError.badRequest(CONTENT_MESSAGES.seasonOnlyForRateLists);
      }
      return content;
    }
    const current = draft ?? published;
    const season = (input.season === undefined ? current?.season : input.season)?.trim();
    const effectiveFrom = input.effectiveFrom === undefined ? (current?.effectiveFrom ?? null) : input.effectiveFrom;
    if (!season) throw ApiError.badRequest(CONTENT_MESSAGES.seasonRequired);
    if (effectiveFrom !== null && !isIsoDate(effectiveFrom)) throw ApiError.badRequest(CONTENT_MESSAGES.effectiveFrom);
    return { ...content, season, effectiveFrom };
  }

  private async writeDraft(
    { manager, table }: LockedTable,
    content: TableContent,
    restoredFrom?: number,
  ): Promise<SavedDraft> {
    const version = table.lastVersion + 1;
    await manager.update(ContentTable, { key: table.key }, { lastVersion: version });
    await manager.upsert(
      TableDraft,
      {
        tableKey: table.key,
        version,
        rows: content.rows,
        notes: content.notes,
        season: content.season ?? null,
        effectiveFrom: content.effectiveFrom ?? null,
        restoredFrom: restoredFrom ?? null,
        savedAt: new Date(),
      },
      ['tableKey'],
    );
    return { version, rows: content.rows.length };
  }
}
