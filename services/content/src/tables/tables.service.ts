import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { ApiError } from '@seedcorp/libs';
import {
  checkRows,
  CONTENT_MESSAGES,
  latestOfEachRateList,
  isIsoDate,
  notesProblem,
  rowsFromDelimited,
  rowsToCsv,
  tableChanges,
  tidyNotes,
  tidyRows,
  type ActivityActor,
  type AdminContentTable,
  type AdminTableSummary,
  type CellProblem,
  type ContentPageGroup,
  type ContentRow,
  type ContentTableDefinition,
  type DraftVersion,
  type EarlierRateList,
  type ExportedCsv,
  type HindiReview,
  type ImportMode,
  type PublicContentTable,
  type PublishedTableSummary,
  type PublishedVersion,
  type SavedDraft,
  type TableContent,
  type TableNote,
  type VersionSummary,
  SEED_RATE_LIST_KEYS,
  type SeedCatalogue,
} from '@seedcorp/contracts';
import { DocumentEditing } from '../versioned-documents/document-editing';
import {
  currentVersion,
  restoredFromOf,
  VersionedDocuments,
  type Locked,
} from '../versioned-documents/versioned-documents';
import { ContentTable } from './content-table.entity';
import { seedCatalogue } from './seed-catalogue';
import { TableDraft } from './table-draft.entity';
import { TableVersion } from './table-version.entity';

/**
 * What a save asks to store; a rate list's season and date, and the state of the table's Hindi, are kept from the
 * draft or table when left out.
 */
export interface DraftInput {
  rows: unknown[];
  notes: TableNote[];
  season?: string | null;
  effectiveFrom?: string | null;
  hindiReview?: HindiReview;
}

type LockedTable = Locked<ContentTable, TableDraft, TableVersion>;

/** What a draft holds once checked. */
type CheckedContent = TableContent & { hindiReview: HindiReview };

/** The tables' lifecycle: a table is its row in `content.tables`, its versions and its one draft. */
export const tableDocuments = (dataSource: DataSource) =>
  new VersionedDocuments(dataSource, {
    name: 'table',
    head: ContentTable,
    headKey: 'key',
    draft: TableDraft,
    version: TableVersion,
    ownerKey: 'tableKey',
    messages: {
      notFound: CONTENT_MESSAGES.tableNotFound,
      versionNotFound: CONTENT_MESSAGES.versionNotFound,
      noDraft: CONTENT_MESSAGES.noDraft,
      staleVersion: CONTENT_MESSAGES.staleVersion,
    },
    activityName: (table) => table.captionEn,
    changes: tableChangesOf,
  });

const refused = (problems: CellProblem[]) => ApiError.badRequest(CONTENT_MESSAGES.rowsRefused, problems);

function definitionOf(table: ContentTable): ContentTableDefinition {
  return {
    key: table.key,
    page: table.page,
    caption: { en: table.captionEn, hi: table.captionHi },
    kind: table.kind,
    columns: table.columns,
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
    ...restoredFromOf(state),
  };
}

function publishedOf(table: ContentTable, version: TableVersion): PublishedVersion {
  return { ...contentOf(table, version), publishedAt: version.publishedAt.toISOString() };
}

function draftOf(table: ContentTable, draft: TableDraft): DraftVersion {
  return { ...contentOf(table, draft), savedAt: draft.savedAt.toISOString(), hindiReview: draft.hindiReview };
}

/** A table's draft or version as its differences are read. */
const comparedOf = (state: TableVersion | TableDraft) => ({
  rows: state.rows,
  notes: state.notes,
  season: state.season,
  effectiveFrom: state.effectiveFrom,
  hindiReview: state.hindiReview,
});

/** The differences of a table's content from `before` (null when there was none) to `after`. */
export const tableChangesOf = (
  table: ContentTable,
  before: TableVersion | TableDraft | null,
  after: TableVersion | TableDraft,
) => tableChanges(table.columns, before && comparedOf(before), comparedOf(after));

function summaryOf(table: ContentTable, version: TableVersion): VersionSummary {
  return { version: version.version, publishedAt: version.publishedAt.toISOString(), ...termsOf(table, version) };
}

/**
 * The site's tables: the public reads the latest published version; admins edit one shared draft, which the
 * workflow publishes as a new version (every earlier one is kept), or take up an earlier version again. Each change
 * names the version it was based on, so an admin never overwrites a draft saved since they loaded it.
 */
@Injectable()
export class TablesService extends DocumentEditing<ContentTable, TableDraft, TableVersion, 'tableKey'> {
  protected readonly documents = tableDocuments(this.dataSource);

  async publicTable(key: string): Promise<PublicContentTable> {
    const table = await this.table(key);
    const latest = await this.documents.published(key);
    return { ...definitionOf(table), ...publishedOf(table, latest) };
  }

  /**
   * The lists a rate table had before the current one, newest first: for each earlier season and date, its last
   * published version. A correction published within the current list is not an earlier list.
   */
  async earlierRateLists(key: string): Promise<EarlierRateList[]> {
    const table = await this.table(key);
    if (table.kind !== 'rateList') throw ApiError.badRequest(CONTENT_MESSAGES.notARateList);
    const versions = await this.documents.versions(key);
    return latestOfEachRateList(versions)
      .slice(1)
      .map((version) => ({
        ...publishedOf(table, version),
        season: version.season ?? '',
        effectiveFrom: version.effectiveFrom,
      }));
  }

  /** The published varieties of the field crops and the seed rate lists in force, for the sales service. */
  async seedCatalogue(): Promise<SeedCatalogue> {
    const latest = await this.documents.latestOfEach();
    const versions = new Map<string, TableVersion[]>();
    for (const key of SEED_RATE_LIST_KEYS) versions.set(key, await this.documents.versions(key));
    return seedCatalogue(
      (key) => latest.find((version) => version.tableKey === key),
      (key) => versions.get(key) ?? [],
    );
  }

  /** Every table that has a published version, in the site's order, with that version's number, date and terms. */
  async publishedTables(): Promise<PublishedTableSummary[]> {
    const tables = await this.tablesInOrder();
    const latest = await this.documents.latestOfEach();
    return tables.flatMap((table) => {
      const published = latest.find((version) => version.tableKey === table.key);
      return published ? [{ ...definitionOf(table), ...summaryOf(table, published) }] : [];
    });
  }

  async pages(): Promise<ContentPageGroup[]> {
    const tables = await this.tablesInOrder();
    const latest = await this.documents.latestOfEach();
    const drafts = await this.documents.drafts();
    const groups = new Map<string, AdminTableSummary[]>();
    for (const table of tables) {
      const published = latest.find((version) => version.tableKey === table.key) ?? null;
      const draft = drafts.find((candidate) => candidate.tableKey === table.key) ?? null;
      const summary: AdminTableSummary = {
        ...definitionOf(table),
        published: published ? summaryOf(table, published) : null,
        draft: draft ? { version: draft.version, savedAt: draft.savedAt.toISOString() } : null,
        currentVersion: currentVersion(draft, published),
        hindiReview: (draft ?? published)?.hindiReview ?? 'drafted',
      };
      groups.set(table.page, [...(groups.get(table.page) ?? []), summary]);
    }
    return [...groups].map(([page, pageTables]) => ({ page, tables: pageTables }));
  }

  async adminTable(key: string): Promise<AdminContentTable> {
    const table = await this.table(key);
    const { versions, draft, published, ...standing } = await this.edited(key);
    return {
      ...definitionOf(table),
      published: published ? { ...publishedOf(table, published), hindiReview: published.hindiReview } : null,
      draft: draft ? draftOf(table, draft) : null,
      versions: versions.map((version) => summaryOf(table, version)),
      ...standing,
    };
  }

  saveDraft(key: string, baseVersion: number, input: DraftInput, editor: ActivityActor): Promise<SavedDraft> {
    return this.draftChange(key, baseVersion, 'Updated', async (locked) => {
      const content = this.checkedContent(locked, input);
      return this.writeDraft(locked, content, editor);
    });
  }

  /** An earlier published version, taken up again as the draft (published only when the draft is). */
  restore(key: string, baseVersion: number, version: number, editor: ActivityActor): Promise<SavedDraft> {
    return this.draftChange(key, baseVersion, 'Restored', async (locked) => {
      let rows = 0;
      const saved = await this.documents.restoreDraft(
        locked,
        version,
        (earlier) => {
          rows = earlier.rows.length;
          return comparedOf(earlier);
        },
        editor,
      );
      return { version: saved, rows };
    });
  }

  /**
   * Rows read from CSV or a spreadsheet paste replace the draft's rows or follow them. All or nothing: one bad
   * cell refuses the whole import, every problem named by its line below the header.
   */
  importRows(
    key: string,
    baseVersion: number,
    text: string,
    mode: ImportMode,
    editor: ActivityActor,
  ): Promise<SavedDraft> {
    return this.draftChange(key, baseVersion, 'Updated', async (locked) => {
      const { rows, problems } = rowsFromDelimited(locked.head.columns, text);
      const cellProblems = problems.length > 0 ? problems : checkRows(locked.head.columns, rows);
      if (cellProblems.length > 0) throw refused(cellProblems);
      const current = locked.draft ?? locked.published;
      const kept = mode === 'append' ? (current?.rows ?? []) : [];
      return this.writeDraft(
        locked,
        this.checkedContent(locked, { rows: [...kept, ...rows], notes: current?.notes ?? [] }),
        editor,
      );
    });
  }

  async exportCsv(key: string): Promise<ExportedCsv> {
    const table = await this.table(key);
    const current = (await this.documents.draft(key)) ?? (await this.documents.latest(key));
    const version = current?.version ?? 0;
    return {
      fileName: `${key}-version-${version}.csv`,
      version,
      csv: rowsToCsv(table.columns, current?.rows ?? []),
    };
  }

  /** Publishing a rate list sets the price farmers pay: it asks for a recent second factor. */
  async isRateList(key: string): Promise<boolean> {
    return (await this.table(key)).kind === 'rateList';
  }

  private tablesInOrder(): Promise<ContentTable[]> {
    return this.dataSource.manager.find(ContentTable, { order: { position: 'ASC', key: 'ASC' } });
  }

  private async table(key: string): Promise<ContentTable> {
    const table = await this.dataSource.manager.findOneBy(ContentTable, { key });
    if (!table) throw ApiError.notFound(CONTENT_MESSAGES.tableNotFound);
    return table;
  }

  /** The rows, notes, rate-list terms and Hindi review state a draft may hold; every bad cell is reported at once. */
  private checkedContent({ head: table, draft, published }: LockedTable, input: DraftInput): CheckedContent {
    const problems = checkRows(table.columns, input.rows);
    if (problems.length > 0) throw refused(problems);
    const notesRefused = notesProblem(input.notes);
    if (notesRefused) throw ApiError.badRequest(notesRefused);
    const current = draft ?? published;
    const content: CheckedContent = {
      rows: tidyRows(table.columns, input.rows as ContentRow[]),
      notes: tidyNotes(input.notes),
      hindiReview: input.hindiReview ?? current?.hindiReview ?? 'drafted',
    };
    if (table.kind !== 'rateList') {
      if (input.season != null || input.effectiveFrom != null) {
        throw ApiError.badRequest(CONTENT_MESSAGES.seasonOnlyForRateLists);
      }
      return content;
    }
    const season = (input.season === undefined ? current?.season : input.season)?.trim();
    const effectiveFrom = input.effectiveFrom === undefined ? (current?.effectiveFrom ?? null) : input.effectiveFrom;
    if (!season) throw ApiError.badRequest(CONTENT_MESSAGES.seasonRequired);
    if (effectiveFrom !== null && !isIsoDate(effectiveFrom)) throw ApiError.badRequest(CONTENT_MESSAGES.effectiveFrom);
    return { ...content, season, effectiveFrom };
  }

  private async writeDraft(locked: LockedTable, content: CheckedContent, editor: ActivityActor): Promise<SavedDraft> {
    const version = await this.documents.writeDraft(
      locked,
      {
        rows: content.rows,
        notes: content.notes,
        season: content.season ?? null,
        effectiveFrom: content.effectiveFrom ?? null,
        hindiReview: content.hindiReview,
      },
      editor,
    );
    return { version, rows: content.rows.length };
  }
}
