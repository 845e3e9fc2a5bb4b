import { In, type DataSource } from 'typeorm';
import { CONTENT_ADMIN_PATHS, effectiveFromInstant } from '@seedcorp/contracts';
import { documentWorkflowKind } from '../workflow/document-workflow-kind';
import type { WorkflowKind } from '../workflow/workflow-kind';
import { ContentTable } from './content-table.entity';
import { tableChangesOf, tableDocuments } from './tables.service';

const nameOf = (table: ContentTable) => `${table.captionEn} (${table.page})`;

/** The tables (rate lists among them) in the editorial workflow. */
export function tableWorkflowKind(dataSource: DataSource): WorkflowKind {
  const documents = tableDocuments(dataSource);
  return documentWorkflowKind(
    documents,
    {
      name: nameOf,
      // A rate list is published on the day its rates apply, unless told another time.
      defaultPublishAt: (table, draft) =>
        table.kind === 'rateList' && draft?.effectiveFrom ? effectiveFromInstant(draft.effectiveFrom) : null,
      rateList: (table) => table.kind === 'rateList',
      published: (toPublish) => ({
        rows: toPublish.rows,
        notes: toPublish.notes,
        season: toPublish.season,
        effectiveFrom: toPublish.effectiveFrom,
        hindiReview: toPublish.hindiReview,
      }),
    },
    {
      async describe(key) {
        const table = await dataSource.manager.findOneBy(ContentTable, { key });
        return table ? nameOf(table) : null;
      },
      async drafts(keys) {
        if (keys.length === 0) return [];
        const tables = await dataSource.manager.findBy(ContentTable, { key: In(keys) });
        const views = await Promise.all(
          tables.map(async (table) => {
            const draft = await documents.draft(table.key);
            if (!draft) return null;
            return {
              key: table.key,
              title: { en: table.captionEn, hi: table.captionHi },
              path: table.page,
              adminPath: CONTENT_ADMIN_PATHS.table(table.key),
              version: draft.version,
              savedAt: draft.savedAt,
              changes: tableChangesOf(table, await documents.latest(table.key), draft),
            };
          }),
        );
        return views.filter((view) => view !== null);
      },
      async titles(keys) {
        const tables = keys.length > 0 ? await dataSource.manager.findBy(ContentTable, { key: In(keys) }) : [];
        return new Map(
          tables.map((table) => [
            table.key,
            { title: { en: table.captionEn, hi: table.captionHi }, adminPath: CONTENT_ADMIN_PATHS.table(table.key) },
          ]),
        );
      },
    },
  );
}
