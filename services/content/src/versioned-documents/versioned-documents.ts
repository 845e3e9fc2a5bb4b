import type {
  DataSource,
  EntityManager,
  EntityTarget,
  FindOptionsOrder,
  FindOptionsWhere,
  ObjectLiteral,
} from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { ApiError } from '@seedcorp/libs';
import { type ActivityActor, type ContentItemKind, type FieldChange } from '@seedcorp/contracts';
import { dropReview, recordEdit } from '../workflow/draft-reviews';

/** The row of a document that is locked while it changes; it hands out the version numbers. */
export interface DocumentHead extends ObjectLiteral {
  /** The last version number handed out, to a draft or a publication: every saved state has its own. */
  lastVersion: number;
}

/** The one shared draft of a document. */
export interface DocumentDraft extends ObjectLiteral {
  version: number;
  savedAt: Date;
  restoredFrom: number | null;
}

/** A published version of a document; every one is kept. */
export interface DocumentVersion extends ObjectLiteral {
  version: number;
  publishedAt: Date;
  restoredFrom: number | null;
}

/** What a kind of document stores beside the lifecycle's own columns. */
type Bookkeeping = 'version' | 'savedAt' | 'publishedAt' | 'restoredFrom';
export type DraftContent<D, K extends string> = Omit<D, Bookkeeping | K>;
export type VersionContent<V, K extends string> = Omit<V, Bookkeeping | K>;

interface DocumentMessages {
  notFound: string;
  versionNotFound: string;
  noDraft: string;
  staleVersion: (current: number) => string;
}

/** Where a kind of document keeps its head, drafts and versions, and what it answers when a change is refused. */
export interface VersionedDocumentKind<
  H extends DocumentHead,
  D extends DocumentDraft,
  V extends DocumentVersion,
  K extends keyof D & keyof V & string,
> {
  /** The kind of document, as the workflow and the admin app name it. */
  name: ContentItemKind;
  head: EntityTarget<H>;
  /** The head's primary key property ('path', 'key'). */
  headKey: keyof H & string;
  draft: EntityTarget<D>;
  version: EntityTarget<V>;
  /** The property of a draft and a version that names its document ('pagePath', 'tableKey'). */
  ownerKey: K;
  messages: DocumentMessages;
  /** How the activity stream names a document of this kind: a page's path, a table's caption. */
  activityName(head: H): string;
  /** The differences between two states of a document (`before` null when there was none), by field. */
  changes(head: H, before: D | V | null, after: D | V): FieldChange[];
}

/** A document during a change: its row is locked until the change's transaction ends. */
export interface Locked<H, D, V> {
  manager: EntityManager;
  head: H;
  draft: D | null;
  published: V | null;
}

/** What a save, publish or restore must name as `baseVersion` now: the draft's version, or the published one's. */
export const currentVersion = (draft: { version: number } | null, published: { version: number } | null) =>
  draft?.version ?? published?.version ?? 0;

/** Where a draft or version came from, for the answers that show it: only a restored one says so. */
export const restoredFromOf = (state: { restoredFrom: number | null }) =>
  state.restoredFrom ? { restoredFrom: state.restoredFrom } : {};

/** A draft's own bookkeeping as the admin answers show it: its number, when it was saved, what it restored. */
export const draftStateOf = (draft: DocumentDraft) => ({
  version: draft.version,
  savedAt: draft.savedAt.toISOString(),
  ...restoredFromOf(draft),
});

/**
 * The lifecycle the content service gives every document admins edit (a table, a page's words, the site settings):
 * the public reads the latest published version; admins edit one shared draft, which is published as a new version
 * (every earlier one is kept) once the workflow lets it through, or take up an earlier version again as the draft.
 * The draft keeps who edited it, so none of them approves it. Each change names the version it was based on and
 * runs with the document's row locked, so two admins' changes take turns and neither overwrites a draft saved since
 * they loaded it: a change based on any other version is refused whole (409).
 */
export class VersionedDocuments<
  H extends DocumentHead,
  D extends DocumentDraft,
  V extends DocumentVersion,
  K extends keyof D & keyof V & string,
> {
  constructor(
    private readonly dataSource: DataSource,
    readonly kind: VersionedDocumentKind<H, D, V, K>,
  ) {}

  private headWhere(key: string): FindOptionsWhere<H> {
    return { [this.kind.headKey]: key } as FindOptionsWhere<H>;
  }

  private readonly newestFirst = { version: 'DESC' } as FindOptionsOrder<V>;

  private ownedBy<T>(key: string, more: object = {}): FindOptionsWhere<T> {
    return { [this.kind.ownerKey]: key, ...more } as FindOptionsWhere<T>;
  }

  latest(key: string, manager: EntityManager = this.dataSource.manager): Promise<V | null> {
    return manager.findOne(this.kind.version, { where: this.ownedBy<V>(key), order: this.newestFirst });
  }

  /** The latest published version, which the public reads; 404 while there is none. */
  async published(key: string): Promise<V> {
    const latest = await this.latest(key);
    if (!latest) throw ApiError.notFound(this.kind.messages.notFound);
    return latest;
  }

  /** The latest published version of every document that has one. */
  latestOfEach(manager: EntityManager = this.dataSource.manager): Promise<V[]> {
    const owner = `version.${this.kind.ownerKey}`;
    return manager
      .createQueryBuilder(this.kind.version, 'version')
      .distinctOn([owner])
      .orderBy(owner)
      .addOrderBy('version.version', 'DESC')
      .getMany();
  }

  drafts(manager: EntityManager = this.dataSource.manager): Promise<D[]> {
    return manager.find(this.kind.draft);
  }

  draft(key: string, manager: EntityManager = this.dataSource.manager): Promise<D | null> {
    return manager.findOneBy(this.kind.draft, this.ownedBy<D>(key));
  }

  /** Every published version of a document, newest first. */
  versions(key: string, manager: EntityManager = this.dataSource.manager): Promise<V[]> {
    return manager.find(this.kind.version, { where: this.ownedBy<V>(key), order: this.newestFirst });
  }

  /**
   * The document with its row locked until `manager`'s transaction ends, whatever version it is at: for a change
   * that checks the version itself (a schedule firing).
   */
  async lock(key: string, manager: EntityManager): Promise<Locked<H, D, V>> {
    const head = await manager.findOne(this.kind.head, {
      where: this.headWhere(key),
      lock: { mode: 'pessimistic_write' },
    });
    if (!head) throw ApiError.notFound(this.kind.messages.notFound);
    return { manager, head, draft: await this.draft(key, manager), published: await this.latest(key, manager) };
  }

  /**
   * Runs a change with the document's row locked; a change based on any version but the current one is refused.
   * Within `manager`'s transaction when given, else in a transaction of its own.
   */
  change<T>(
    key: string,
    baseVersion: number,
    apply: (locked: Locked<H, D, V>) => Promise<T>,
    manager?: EntityManager,
  ): Promise<T> {
    const run = async (inTransaction: EntityManager) => {
      const locked = await this.lock(key, inTransaction);
      const current = currentVersion(locked.draft, locked.published);
      if (baseVersion !== current) throw new ApiError(409, this.kind.messages.staleVersion(current));
      return apply(locked);
    };
    return manager ? run(manager) : this.dataSource.transaction(run);
  }

  /**
   * Replaces the draft with `content` under the next version number, `editor` joining its editors; returns that
   * number.
   */
  async writeDraft(
    locked: Locked<H, D, V>,
    content: DraftContent<D, K>,
    editor: ActivityActor | null,
    restoredFrom?: number,
  ): Promise<number> {
    const { manager, head } = locked;
    const key = head[this.kind.headKey] as string;
    const version = head.lastVersion + 1;
    await manager.update(this.kind.head, this.headWhere(key), {
      lastVersion: version,
    } as unknown as QueryDeepPartialEntity<H>);
    const row = {
      ...content,
      [this.kind.ownerKey]: key,
      version,
      restoredFrom: restoredFrom ?? null,
      savedAt: new Date(),
    } as unknown as QueryDeepPartialEntity<D>;
    await manager.upsert(this.kind.draft, row, [this.kind.ownerKey]);
    await recordEdit(manager, this.kind.name, key, version, editor);
    return version;
  }

  /**
   * The draft becomes the document's new published version, under the number it was saved with; `content` makes
   * what the version stores from the draft (and the version it follows). Returns the version's number.
   */
  async publishDraft(
    locked: Locked<H, D, V>,
    content: (draft: D, published: V | null) => VersionContent<V, K>,
  ): Promise<number> {
    const { manager, head, draft, published } = locked;
    if (!draft) throw ApiError.badRequest(this.kind.messages.noDraft);
    const key = head[this.kind.headKey] as string;
    const row = {
      ...content(draft, published),
      [this.kind.ownerKey]: key,
      version: draft.version,
      restoredFrom: draft.restoredFrom,
    } as unknown as QueryDeepPartialEntity<V>;
    await manager.insert(this.kind.version, row);
    await manager.delete(this.kind.draft, this.ownedBy<D>(key));
    await dropReview(manager, this.kind.name, key);
    return draft.version;
  }

  /** An earlier published version, taken up again as the draft (public only once the draft is published). */
  async restoreDraft(
    locked: Locked<H, D, V>,
    version: number,
    content: (earlier: V) => DraftContent<D, K>,
    editor: ActivityActor | null,
  ): Promise<number> {
    const key = locked.head[this.kind.headKey] as string;
    const earlier = await locked.manager.findOneBy(this.kind.version, this.ownedBy<V>(key, { version }));
    if (!earlier) throw ApiError.notFound(this.kind.messages.versionNotFound);
    return this.writeDraft(locked, content(earlier), editor, version);
  }
}
