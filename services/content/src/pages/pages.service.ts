import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { ApiError, pickFields } from '@seedcorp/libs';
import {
  checkPageContent,
  PAGE_MESSAGES,
  pageChanges,
  type ActivityActor,
  type AdminPage,
  type AdminPageSummary,
  type PageContent,
  type PublicPage,
  type PublicPageTitle,
} from '@seedcorp/contracts';
import { ContentTable } from '../tables/content-table.entity';
import { DocumentEditing } from '../versioned-documents/document-editing';
import {
  currentVersion,
  draftStateOf,
  restoredFromOf,
  VersionedDocuments,
} from '../versioned-documents/versioned-documents';
import { ContentPage } from './page.entity';
import { PageDraft } from './page-draft.entity';
import { PageVersion } from './page-version.entity';

/** The pages' lifecycle: a page is its row in `content.pages`, its versions and its one draft. */
export const pageDocuments = (dataSource: DataSource) =>
  new VersionedDocuments(dataSource, {
    name: 'page',
    head: ContentPage,
    headKey: 'path',
    draft: PageDraft,
    version: PageVersion,
    ownerKey: 'pagePath',
    messages: {
      notFound: PAGE_MESSAGES.pageNotFound,
      versionNotFound: PAGE_MESSAGES.versionNotFound,
      noDraft: PAGE_MESSAGES.noDraft,
      staleVersion: PAGE_MESSAGES.staleVersion,
    },
    activityName: (page) => page.path,
    changes: (_page, before, after) => pageChangesOf(before, after),
  });

function publicOf(version: PageVersion): PublicPage {
  return {
    path: version.pagePath,
    ...pickFields(version, ['title', 'blocks', 'version']),
    publishedAt: version.publishedAt.toISOString(),
  };
}

/** A page's draft or version as its differences are read. */
const comparedPageOf = (state: PageVersion | PageDraft) => ({
  title: state.title,
  blocks: state.blocks,
  hindiReview: state.hindiReview,
});

/** The differences of a page's words from `before` (null when there was none) to `after`. */
export const pageChangesOf = (before: PageVersion | PageDraft | null, after: PageVersion | PageDraft) =>
  pageChanges(before && comparedPageOf(before), comparedPageOf(after));

/**
 * The words of the public pages, kept like the tables: the public reads the latest published version; admins edit
 * one shared draft, which the workflow publishes as a new version (every earlier one is kept), or take up an
 * earlier version again. Each change names the version it was based on, so nobody overwrites a newer draft.
 */
@Injectable()
export class PagesService extends DocumentEditing<ContentPage, PageDraft, PageVersion, 'pagePath'> {
  protected readonly documents = pageDocuments(this.dataSource);

  async publicPage(path: string): Promise<PublicPage> {
    return publicOf(await this.documents.published(path));
  }

  /** The title of every published page: one small read for the chrome of every page of the site. */
  async publicTitles(): Promise<PublicPageTitle[]> {
    const versions = await this.dataSource.manager
      .createQueryBuilder(PageVersion, 'version')
      .select(['version.pagePath', 'version.version', 'version.title'])
      .distinctOn(['version.pagePath'])
      .orderBy('version.pagePath')
      .addOrderBy('version.version', 'DESC')
      .getMany();
    return versions.map(({ pagePath, title }) => ({ path: pagePath, title }));
  }

  async pages(): Promise<AdminPageSummary[]> {
    const pages = await this.dataSource.manager.find(ContentPage, { order: { path: 'ASC' } });
    const latest = await this.documents.latestOfEach();
    const drafts = await this.documents.drafts();
    return pages.map(({ path }) => {
      const published = latest.find((version) => version.pagePath === path) ?? null;
      const draft = drafts.find((candidate) => candidate.pagePath === path) ?? null;
      const words = draft ?? published;
      return {
        path,
        title: words?.title ?? { en: path, hi: path },
        hindiReview: words?.hindiReview ?? 'drafted',
        hindiOutdated: published?.blocks.filter((block) => block.hindiOutdated).length ?? 0,
        publishedAt: published?.publishedAt.toISOString() ?? null,
        draftSavedAt: draft?.savedAt.toISOString() ?? null,
        currentVersion: currentVersion(draft, published),
      };
    });
  }

  async adminPage(path: string): Promise<AdminPage> {
    if (!(await this.dataSource.manager.existsBy(ContentPage, { path }))) {
      throw ApiError.notFound(PAGE_MESSAGES.pageNotFound);
    }
    const { versions, draft, published, ...standing } = await this.edited(path);
    return {
      path,
      published: published ? { ...publicOf(published), hindiReview: published.hindiReview } : null,
      draft: draft
        ? { path, title: draft.title, blocks: draft.blocks, hindiReview: draft.hindiReview, ...draftStateOf(draft) }
        : null,
      versions: versions.map((version) => ({
        version: version.version,
        publishedAt: version.publishedAt.toISOString(),
        ...restoredFromOf(version),
      })),
      ...standing,
    };
  }

  /** Every problem of the title and blocks is reported at once; nothing is saved while there is one. */
  async saveDraft(
    path: string,
    baseVersion: number,
    words: Omit<PageContent, 'path'>,
    editor: ActivityActor,
  ): Promise<{ version: number }> {
    const tables = new Set(
      (await this.dataSource.manager.find(ContentTable, { select: { key: true } })).map((t) => t.key),
    );
    const problems = checkPageContent({ ...words, path }, tables);
    if (problems.length > 0) throw ApiError.badRequest(PAGE_MESSAGES.contentRefused, problems);
    return this.draftChange(path, baseVersion, 'Updated', async (locked) => ({
      version: await this.documents.writeDraft(
        locked,
        { title: words.title, blocks: words.blocks, hindiReview: words.hindiReview },
        editor,
      ),
    }));
  }

  /** An earlier published version, taken up again as the draft (published only when the draft is). */
  restore(path: string, baseVersion: number, version: number, editor: ActivityActor): Promise<{ version: number }> {
    return this.draftChange(path, baseVersion, 'Restored', async (locked) => ({
      version: await this.documents.restoreDraft(
        locked,
        version,
        (earlier) => ({
          title: earlier.title,
          blocks: earlier.blocks.map(({ hindiOutdated: _outdated, ...block }) => block),
          hindiReview: earlier.hindiReview,
        }),
        editor,
      ),
    }));
  }
}
