import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
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
import { ContentPage } from './page.entity';
import { PageDraft } from './page-draft.entity';
import { PageVersion } from './page-version.entity';

interface LockedPage {
  manager: EntityManager;
  page: ContentPage;
  draft: PageDraft | null;
  published: PageVersion | null;
}

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
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activity: ActivityPublisher,
  ) {}

  async publicPage(path: string): Promise<PublicPage> {
    const latest = await this.latestVersion(this.dataSource.manager, path);
    if (!latest) throw ApiError.notFound(PAGE_MESSAGES.pageNotFound);
    return publicOf(latest);
  }

  async pages(): Promise<AdminPageSummary[]> {
    const manager = this.dataSource.manager;
    const pages = await manager.find(ContentPage, { order: { path: 'ASC' } });
    const latest: PageVersion[] = await manager
      .createQueryBuilder(PageVersion, 'version')
      .distinctOn(['version.pagePath'])
      .orderBy('version.pagePath')
      .addOrderBy('version.version', 'DESC')
      .getMany();
    const drafts = await manager.find(PageDraft);
    return pages.map(({ path }) => {
      const published = latest.find((version) => version.pagePath === path);
      const draft = drafts.find((candidate) => candidate.pagePath === path);
      const words = draft ?? published;
      return {
        path,
        title: words?.title ?? { en: path, hi: path },
        hindiReview: words?.hindiReview ?? 'drafted',
        hindiOutdated: published?.blocks.filter((block) => block.hindiOutdated).length ?? 0,
        publishedAt: published?.publishedAt.toISOString() ?? null,
        draftSavedAt: draft?.savedAt.toISOString() ?? null,
        currentVersion: draft?.version ?? published?.version ?? 0,
      };
    });
  }

  async adminPage(path: string): Promise<AdminPage> {
    const manager = this.dataSource.manager;
    if (!(await manager.existsBy(ContentPage, { path }))) throw ApiError.notFound(PAGE_MESSAGES.pageNotFound);
    const versions = await manager.find(PageVersion, { where: { pagePath: path }, order: { version: 'DESC' } });
    const draft = await manager.findOneBy(PageDraft, { pagePath: path });
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
      currentVersion: draft?.version ?? published?.version ?? 0,
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
      this.writeDraft(locked, { title: words.title, blocks: words.blocks, hindiReview: words.hindiReview }),
    );
  }

  /**
   * The draft becomes the page's new published version, under the number it was saved with; a block whose English
   * changed without its Hindi is marked, so Hindi readers see the current English instead of an old Hindi.
   */
  async publish(path: string, baseVersion: number): Promise<{ version: number }> {
    const { version, title } = await this.changeDraft(path, baseVersion, async ({ manager, draft, published }) => {
      if (!draft) throw ApiError.badRequest(PAGE_MESSAGES.noDraft);
      await manager.insert(PageVersion, {
        pagePath: path,
        version: draft.version,
        title: draft.title,
        blocks: markOutdatedHindi(draft.blocks, published?.blocks ?? []),
        hindiReview: draft.hindiReview,
        restoredFrom: draft.restoredFrom,
      });
      await manager.delete(PageDraft, { pagePath: path });
      return { version: draft.version, title: draft.title.en };
    });
    await this.activity.publish('Updated', `Page published: ${title} (${path})`);
    return { version };
  }

  /** An earlier published version, taken up again as the draft (published only when the draft is). */
  restore(path: string, baseVersion: number, version: number): Promise<{ version: number }> {
    return this.draftChange(path, baseVersion, async (locked) => {
      const earlier = await locked.manager.findOneBy(PageVersion, { pagePath: path, version });
      if (!earlier) throw ApiError.notFound(PAGE_MESSAGES.versionNotFound);
      const blocks = earlier.blocks.map(({ hindiOutdated: _outdated, ...block }) => block);
      return this.writeDraft(locked, { title: earlier.title, blocks, hindiReview: earlier.hindiReview }, version);
    });
  }

  private latestVersion(manager: EntityManager, path: string): Promise<PageVersion | null> {
    return manager.findOne(PageVersion, { where: { pagePath: path }, order: { version: 'DESC' } });
  }

  /** Runs a change with the page's row locked; a change based on any version but the current one is refused whole. */
  private changeDraft<T>(path: string, baseVersion: number, change: (locked: LockedPage) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const page = await manager.findOne(ContentPage, { where: { path }, lock: { mode: 'pessimistic_write' } });
      if (!page) throw ApiError.notFound(PAGE_MESSAGES.pageNotFound);
      const draft = await manager.findOneBy(PageDraft, { pagePath: path });
      const published = await this.latestVersion(manager, path);
      const current = draft?.version ?? published?.version ?? 0;
      if (baseVersion !== current) throw new ApiError(409, PAGE_MESSAGES.staleVersion(current));
      return change({ manager, page, draft, published });
    });
  }

  private async draftChange(
    path: string,
    baseVersion: number,
    change: (locked: LockedPage) => Promise<{ version: number }>,
  ): Promise<{ version: number }> {
    const saved = await this.changeDraft(path, baseVersion, change);
    await this.activity.publish('Updated', `Draft saved: ${path}`);
    return saved;
  }

  private async writeDraft(
    { manager, page }: LockedPage,
    words: Pick<PageDraft, 'title' | 'blocks' | 'hindiReview'>,
    restoredFromVersion?: number,
  ): Promise<{ version: number }> {
    const version = page.lastVersion + 1;
    await manager.update(ContentPage, { path: page.path }, { lastVersion: version });
    await manager.upsert(
      PageDraft,
      { pagePath: page.path, version, ...words, restoredFrom: restoredFromVersion ?? null, savedAt: new Date() },
      ['pagePath'],
    );
    return { version };
  }
}
