import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ActivityPublisher,
  ApiError,
  checkPageContent,
  markOutdatedHindi,
  PAGE_MESSAGES,
  type AdminPage,
  type AdminPageSummary,
  type PageContent,
  type PublicPage,
} from '@seedcorp/libs';
import { ContentTable } from '../tables/content-table.entity';
import { currentVersion, VersionedDocuments, type Locked } from '../versioned-documents/versioned-documents';
import { ContentPage } from './page.entity';
import { PageDraft } from './page-draft.entity';
import { PageVersion } from './page-version.entity';

type LockedPage = Locked<ContentPage, PageDraft, PageVersion>;

/** The pages' lifecycle: a page is its row in `content.pages`, its versions and its one draft. */
export const pageDocuments = (dataSource: DataSource) =>
  new VersionedDocuments(dataSource, {
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
  });

function publicOf(version: PageVersion): PublicPage {
  return {
    path: version.pagePath,
    title: version.title,
    blocks: version.blocks,
    version: version.version,
    publishedAt: version.publishedAt.toISOString(),
  };
}

const restoredFrom = (state: PageVersion | PageDraft) =>
  state.restoredFrom ? { restoredFrom: state.restoredFrom } : {};

/**
 * The words of the public pages, kept like the tables: the public reads the latest published version;
 * administrators edit one shared draft, publish it as a new version (every earlier one is kept) or take up an
 * earlier version again. Each change names the version it was based on, so nobody overwrites a newer draft.
 */
@Injectable()
export class PagesService {
  private readonly documents: ReturnType<typeof pageDocuments>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activity: ActivityPublisher,
  ) {
    this.documents = pageDocuments(dataSource);
  }

  async publicPage(path: string): Promise<PublicPage> {
    const latest = await this.documents.latest(path);
    if (!latest) throw ApiError.notFound(PAGE_MESSAGES.pageNotFound);
    return publicOf(latest);
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
    const versions = await this.documents.versions(path);
    const draft = await this.documents.draft(path);
    const published = versions[0] ?? null;
    return {
      path,
      published: published ? { ...publicOf(published), hindiReview: published.hindiReview } : null,
      draft: draft
        ? {
            path,
            title: draft.title,
            blocks: draft.blocks,
            hindiReview: draft.hindiReview,
            version: draft.version,
            savedAt: draft.savedAt.toISOString(),
            ...restoredFrom(draft),
          }
        : null,
      versions: versions.map((version) => ({
        version: version.version,
        publishedAt: version.publishedAt.toISOString(),
        ...restoredFrom(version),
      })),
      currentVersion: currentVersion(draft, published),
    };
  }

  /** Every problem of the title and blocks is reported at once; nothing is saved while there is one. */
  async saveDraft(path: string, baseVersion: number, words: Omit<PageContent, 'path'>): Promise<{ version: number }> {
    const tables = new Set(
      (await this.dataSource.manager.find(ContentTable, { select: { key: true } })).map((t) => t.key),
    );
    const problems = checkPageContent({ ...words, path }, tables);
    if (problems.length > 0) throw ApiError.badRequest(PAGE_MESSAGES.contentRefused, problems);
    return this.draftChange(path, baseVersion, (locked) =>
      this.documents.writeDraft(locked, { title: words.title, blocks: words.blocks, hindiReview: words.hindiReview }),
    );
  }

  /**
   * The draft becomes the page's new published version, under the number it was saved with; a block whose English
   * changed without its Hindi is marked, so Hindi readers see the current English instead of an old Hindi.
   */
  async publish(path: string, baseVersion: number): Promise<{ version: number }> {
    let title = path;
    const version = await this.documents.change(path, baseVersion, (locked) =>
      this.documents.publishDraft(locked, (draft, published) => {
        title = draft.title.en;
        return {
          title: draft.title,
          blocks: markOutdatedHindi(draft.blocks, published?.blocks ?? []),
          hindiReview: draft.hindiReview,
        };
      }),
    );
    await this.activity.publish('Updated', `Page published: ${title} (${path})`);
    return { version };
  }

  /** An earlier published version, taken up again as the draft (published only when the draft is). */
  restore(path: string, baseVersion: number, version: number): Promise<{ version: number }> {
    return this.draftChange(path, baseVersion, (locked) =>
      this.documents.restoreDraft(locked, version, (earlier) => ({
        title: earlier.title,
        blocks: earlier.blocks.map(({ hindiOutdated: _outdated, ...block }) => block),
        hindiReview: earlier.hindiReview,
      })),
    );
  }

  /** A change that leaves a draft, reported to the activity stream once committed. */
  private async draftChange(
    path: string,
    baseVersion: number,
    change: (locked: LockedPage) => Promise<number>,
  ): Promise<{ version: number }> {
    const version = await this.documents.change(path, baseVersion, change);
    await this.activity.publish('Updated', `Draft saved: ${path}`);
    return { version };
  }
}
