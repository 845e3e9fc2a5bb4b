import { In, type DataSource } from 'typeorm';
import { CONTENT_ADMIN_PATHS, markOutdatedHindi, type Bilingual } from '@seedcorp/contracts';
import { documentWorkflowKind } from '../workflow/document-workflow-kind';
import type { WorkflowKind } from '../workflow/workflow-kind';
import { ContentPage } from './page.entity';
import type { PageDraft } from './page-draft.entity';
import type { PageVersion } from './page-version.entity';
import { pageChangesOf, pageDocuments } from './pages.service';

const titleOf = (path: string, words: PageDraft | PageVersion | null): Bilingual =>
  words?.title ?? { en: path, hi: path };

const nameOf = (path: string, words: PageDraft | PageVersion | null) => `${titleOf(path, words).en} (${path})`;

/** The public pages' words in the editorial workflow. */
export function pageWorkflowKind(dataSource: DataSource): WorkflowKind {
  const documents = pageDocuments(dataSource);
  return documentWorkflowKind(
    documents,
    {
      name: (page, words) => nameOf(page.path, words),
      // A block whose English changed without its Hindi is marked, so Hindi readers see the current English.
      published: (toPublish, previous) => ({
        title: toPublish.title,
        blocks: markOutdatedHindi(toPublish.blocks, previous?.blocks ?? []),
        hindiReview: toPublish.hindiReview,
      }),
    },
    {
      async describe(path) {
        if (!(await dataSource.manager.existsBy(ContentPage, { path }))) return null;
        return nameOf(path, (await documents.draft(path)) ?? (await documents.latest(path)));
      },
      async drafts(paths) {
        const views = await Promise.all(
          paths.map(async (path) => {
            const draft = await documents.draft(path);
            if (!draft) return null;
            return {
              key: path,
              title: titleOf(path, draft),
              path,
              adminPath: CONTENT_ADMIN_PATHS.page(path),
              version: draft.version,
              savedAt: draft.savedAt,
              changes: pageChangesOf(await documents.latest(path), draft),
            };
          }),
        );
        return views.filter((view) => view !== null);
      },
      async titles(paths) {
        const known = paths.length > 0 ? await dataSource.manager.findBy(ContentPage, { path: In(paths) }) : [];
        const entries = await Promise.all(
          known.map(async ({ path }) => {
            const words = (await documents.draft(path)) ?? (await documents.latest(path));
            return [path, { title: titleOf(path, words), adminPath: CONTENT_ADMIN_PATHS.page(path) }] as const;
          }),
        );
        return new Map(entries);
      },
    },
  );
}
