import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MoreThan, type DataSource, type EntityManager } from 'typeorm';
import { ActivityPublisher, ApiError } from '@seedcorp/libs';
import {
  CHANGES_LISTED_MAX,
  inIndia,
  instantOf,
  isAdminRole,
  listedChanges,
  PUBLISH_REASON_LIMITS,
  RECENT_PUBLICATION_DAYS,
  RECENT_PUBLICATIONS_MAX,
  SCHEDULE_MAX_DAYS_AHEAD,
  WORKFLOW_MESSAGES,
  WORKFLOW_REFUSALS,
  workflowRefusal,
  type WorkflowAction,
  type WorkflowSituation,
  type ActivityActor,
  type ApprovalItem,
  type ApprovalsList,
  type ContentItemKind,
  type FieldChange,
  type PublicationItem,
  type PublishSchedule,
} from '@seedcorp/contracts';
import { ContentConfig } from '../config';
import { pageWorkflowKind } from '../pages/page-workflow';
import { settingsWorkflowKind } from '../settings/settings-workflow';
import { tableWorkflowKind } from '../tables/table-workflow';
import { currentVersion } from '../versioned-documents/versioned-documents';
import { DraftReview } from './draft-review.entity';
import { approvalHolds, reviewOf } from './draft-reviews';
import { Publication } from './publication.entity';
import { PublishScheduleRow } from './publish-schedule.entity';
import type { WorkflowKind, WorkflowLocked } from './workflow-kind';
import { approvedStep, scheduleView, shownSchedule, submittedStep } from './workflow-state';

const DAY_MS = 24 * 3600 * 1000;

/** Who lets a publication through: an admin's call (with the reason they typed), or a schedule firing. */
type PublishAuthority = { by: ActivityActor; reason?: string } | { schedule: PublishScheduleRow };

/** What a publication leaves for its activity event. */
interface Published {
  version: number;
  name: string;
  changes: FieldChange[];
  reason: string | null;
}

/** A due schedule taken by this replica: what it published, or why it did not. */
type Fired = { schedule: PublishScheduleRow } & ({ published: Published } | { failure: string });

const record = (kind: ContentItemKind, key: string) => ({ type: kind, id: key });

const nameOfActor = (actor: ActivityActor) => actor.name ?? `admin ${actor.id}`;

/**
 * The editorial workflow of tables, pages and the settings: submitting a draft for approval, approving it (never
 * by an admin who edited it), publishing it (approved, or by an administrator alone with a reason, or by anyone
 * allowed to publish where one-person publishing is set), and publishing it at a set time. Each step runs with the
 * document's row locked and names the draft version it acts on.
 */
@Injectable()
export class WorkflowService {
  private readonly logger = new Logger(WorkflowService.name);
  private readonly kinds: Record<ContentItemKind, WorkflowKind>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activity: ActivityPublisher,
    private readonly config: ContentConfig,
  ) {
    this.kinds = {
      table: tableWorkflowKind(dataSource),
      page: pageWorkflowKind(dataSource),
      settings: settingsWorkflowKind(dataSource),
    };
  }

  /** Runs a step with the document locked; one based on any version but the current one is refused (409). */
  private step<T>(
    kind: ContentItemKind,
    key: string,
    baseVersion: number,
    apply: (locked: WorkflowLocked) => Promise<T>,
  ): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const locked = await this.kinds[kind].lock(key, manager);
      const current = currentVersion(locked.draft, locked.published);
      if (baseVersion !== current) throw new ApiError(409, this.kinds[kind].messages.staleVersion(current));
      return apply(locked);
    });
  }

  /** The locked document's draft as the workflow's rules read it, for the admin acting on it. */
  private async situationOf(
    kind: ContentItemKind,
    key: string,
    locked: WorkflowLocked,
    by: ActivityActor,
  ): Promise<{ situation: WorkflowSituation; review: DraftReview | null }> {
    const review = locked.draft ? await reviewOf(locked.manager, kind, key) : null;
    return {
      review,
      situation: {
        hasDraft: locked.draft !== null,
        approved: approvalHolds(review, locked.draft),
        youEdited: review?.editors.some((editor) => editor.id === by.id) ?? false,
        scheduled: await locked.manager.existsBy(PublishScheduleRow, { kind, documentKey: key, state: 'pending' }),
        onePersonPublishing: this.config.onePersonPublishing,
      },
    };
  }

  /**
   * Refuses the step the contract's rules refuse (`workflowRefusal`), with their status and words; a missing draft
   * in the kind's own words where it has them.
   */
  private ensureMayTake(
    by: ActivityActor,
    action: WorkflowAction,
    situation: WorkflowSituation,
    noDraft: string = WORKFLOW_MESSAGES.noDraft,
  ): void {
    const refusal = isAdminRole(by.role) ? workflowRefusal(by.role, action, situation) : 'role';
    if (!refusal) return;
    const { status, message } = WORKFLOW_REFUSALS[refusal];
    throw new ApiError(status, refusal === 'noDraft' ? noDraft : message);
  }

  async submit(kind: ContentItemKind, key: string, baseVersion: number, by: ActivityActor): Promise<void> {
    const name = await this.step(kind, key, baseVersion, async (locked) => {
      const { situation, review } = await this.situationOf(kind, key, locked, by);
      this.ensureMayTake(by, 'submit', situation);
      const draft = locked.draft as NonNullable<WorkflowLocked['draft']>;
      await locked.manager.save(DraftReview, {
        kind,
        documentKey: key,
        draftVersion: draft.version,
        editors: review?.editors ?? [],
        submittedAt: new Date(),
        submittedBy: by,
        approvedAt: review?.approvedAt ?? null,
        approvedBy: review?.approvedBy ?? null,
        approvedVersion: review?.approvedVersion ?? null,
      });
      return locked.name;
    });
    await this.activity.publish('Submitted', `Submitted for approval: ${name}`, { record: record(kind, key) });
  }

  /** A publisher or administrator approves the draft as it is now, unless they edited it. */
  async approve(kind: ContentItemKind, key: string, baseVersion: number, by: ActivityActor): Promise<void> {
    const { name, changes } = await this.step(kind, key, baseVersion, async (locked) => {
      const { situation, review } = await this.situationOf(kind, key, locked, by);
      this.ensureMayTake(by, 'approve', situation);
      const draft = locked.draft as NonNullable<WorkflowLocked['draft']>;
      await locked.manager.save(DraftReview, {
        kind,
        documentKey: key,
        draftVersion: draft.version,
        editors: review?.editors ?? [],
        submittedAt: review?.submittedAt ?? null,
        submittedBy: review?.submittedBy ?? null,
        approvedAt: new Date(),
        approvedBy: by,
        approvedVersion: draft.version,
      });
      return { name: locked.name, changes: locked.changes() };
    });
    await this.activity.publish('Approved', `Approved: ${name}`, {
      record: record(kind, key),
      changes: listedChanges(changes, CHANGES_LISTED_MAX).changes,
    });
  }

  /**
   * Publishes the draft now: approved, or (one-person publishing off) by an administrator alone with a reason in
   * their own words.
   */
  async publish(
    kind: ContentItemKind,
    key: string,
    baseVersion: number,
    by: ActivityActor,
    reason: string | undefined,
  ): Promise<{ version: number }> {
    const published = await this.step(kind, key, baseVersion, (locked) =>
      this.publishLocked(kind, key, locked, { by, reason }),
    );
    await this.announce(kind, key, published, `Published: ${published.name}`);
    return { version: published.version };
  }

  /**
   * Sets an approved draft to be published at `publishAt` (a rate list, by default, on its effective-from date in
   * India). `stepUp` is asked when the document is a rate list, whose publication sets the price farmers pay.
   */
  async schedule(
    kind: ContentItemKind,
    key: string,
    baseVersion: number,
    by: ActivityActor,
    publishAt: string | undefined,
    stepUp: () => void,
  ): Promise<PublishSchedule> {
    const { schedule, name } = await this.step(kind, key, baseVersion, async (locked) => {
      if (locked.rateList) stepUp();
      const { situation } = await this.situationOf(kind, key, locked, by);
      this.ensureMayTake(by, 'schedule', situation);
      const draft = locked.draft as NonNullable<WorkflowLocked['draft']>;
      const at = this.scheduledInstant(publishAt ?? locked.defaultPublishAt);
      const row = await locked.manager.save(PublishScheduleRow, {
        kind,
        documentKey: key,
        draftVersion: draft.version,
        publishAt: at,
        scheduledBy: by,
        state: 'pending',
      });
      return { schedule: scheduleView(row), name: locked.name };
    });
    const { date, time } = inIndia(schedule.publishAt);
    await this.activity.publish('Scheduled', `Scheduled to publish on ${date} at ${time} IST: ${name}`, {
      record: record(kind, key),
    });
    return schedule;
  }

  private scheduledInstant(publishAt: string | null): Date {
    if (publishAt === null) throw ApiError.badRequest(WORKFLOW_MESSAGES.publishAtRequired);
    const at = instantOf(publishAt);
    if (!at) throw ApiError.badRequest(WORKFLOW_MESSAGES.publishAtInvalid);
    if (at.getTime() <= Date.now()) throw ApiError.badRequest(WORKFLOW_MESSAGES.publishAtPast);
    if (at.getTime() > Date.now() + SCHEDULE_MAX_DAYS_AHEAD * DAY_MS) {
      throw ApiError.badRequest(WORKFLOW_MESSAGES.publishAtTooFar);
    }
    return at;
  }

  /**
   * Cancels the document's waiting schedule. It does not lock the document: a schedule firing holds its own row
   * first and the document next, so a cancel waits for it and then finds nothing waiting.
   */
  async cancelSchedule(kind: ContentItemKind, key: string): Promise<void> {
    const name = await this.kinds[kind].describe(key);
    if (name === null) throw ApiError.notFound(this.kinds[kind].messages.notFound);
    const cancelled = (await this.dataSource.query(
      `UPDATE content.publish_schedules SET state = 'cancelled', settled_at = now()
       WHERE kind = $1 AND document_key = $2 AND state = 'pending' RETURNING id`,
      [kind, key],
    )) as [unknown[], number];
    if (cancelled[1] === 0) throw ApiError.badRequest(WORKFLOW_MESSAGES.noSchedule);
    await this.activity.publish('Schedule cancelled', `Schedule cancelled: ${name}`, { record: record(kind, key) });
  }

  /**
   * The draft published under the workflow's rules, in the locked document's transaction, with a record of who let
   * it through. A waiting schedule of the document ends with it (one a firing replica holds is left to find the
   * draft gone).
   */
  private async publishLocked(
    kind: ContentItemKind,
    key: string,
    locked: WorkflowLocked,
    authority: PublishAuthority,
  ): Promise<Published> {
    const { manager } = locked;
    const noDraft = this.kinds[kind].messages.noDraft;
    if (!locked.draft) throw ApiError.badRequest(noDraft);
    // A schedule was allowed when it was set, and its firing has checked the draft since.
    const { situation, review } =
      'by' in authority
        ? await this.situationOf(kind, key, locked, authority.by)
        : { situation: undefined, review: await reviewOf(manager, kind, key) };
    const approved = approvalHolds(review, locked.draft) ? review : null;
    let reason: string | null = null;
    if ('by' in authority && situation) {
      const alone = !situation.approved && !situation.onePersonPublishing;
      this.ensureMayTake(authority.by, alone ? 'publishAlone' : 'publish', situation, noDraft);
      if (alone) {
        reason = authority.reason?.trim() ?? '';
        if (reason.length < PUBLISH_REASON_LIMITS.min) throw ApiError.badRequest(WORKFLOW_MESSAGES.reasonRequired);
      }
    }
    const changes = locked.changes();
    const version = await locked.publishDraft();
    await manager.insert(Publication, {
      kind,
      documentKey: key,
      version,
      publishedBy: 'by' in authority ? authority.by : authority.schedule.scheduledBy,
      approvedAt: approved?.approvedAt ?? null,
      approvedBy: approved?.approvedBy ?? null,
      reason,
      scheduleId: 'schedule' in authority ? authority.schedule.id : null,
    });
    if ('by' in authority) {
      await manager.query(
        `UPDATE content.publish_schedules SET state = 'failed', settled_at = now(), failure = $3
         WHERE id IN (SELECT id FROM content.publish_schedules WHERE kind = $1 AND document_key = $2
                      AND state = 'pending' FOR UPDATE SKIP LOCKED)`,
        [kind, key, WORKFLOW_MESSAGES.failures.noDraft],
      );
    }
    return { version, name: locked.name, changes, reason };
  }

  private async announce(
    kind: ContentItemKind,
    key: string,
    published: Published,
    details: string,
    actor?: ActivityActor,
  ) {
    await this.activity.publish('Published', details, {
      record: record(kind, key),
      changes: listedChanges(published.changes, CHANGES_LISTED_MAX).changes,
      ...(published.reason ? { reason: published.reason } : {}),
      ...(actor ? { actor } : {}),
    });
  }

  /**
   * Fires the earliest due schedule no other replica holds, in one transaction: the schedule's row is taken with
   * `FOR UPDATE SKIP LOCKED`, so each schedule fires on exactly one replica, and its publication commits with it.
   * A draft that changed or lost its approval since is not published; the schedule records why. Answers whether
   * there was one to fire.
   */
  async fireNextDue(): Promise<boolean> {
    const fired = await this.dataSource.transaction(async (manager): Promise<Fired | null> => {
      const due = await manager
        .createQueryBuilder(PublishScheduleRow, 'schedule')
        .where("schedule.state = 'pending' AND schedule.publishAt <= now()")
        .orderBy('schedule.publishAt')
        .addOrderBy('schedule.scheduledAt')
        .limit(1)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getOne();
      if (!due) return null;
      const outcome = await this.publishScheduled(due, manager);
      await manager.update(PublishScheduleRow, due.id, {
        state: 'published' in outcome ? 'published' : 'failed',
        settledAt: new Date(),
        failure: 'failure' in outcome ? outcome.failure : null,
        publishedVersion: 'published' in outcome ? outcome.published.version : null,
      });
      return { schedule: due, ...outcome };
    });
    if (!fired) return false;
    const { schedule } = fired;
    if ('published' in fired) {
      const by = nameOfActor(schedule.scheduledBy);
      await this.announce(
        schedule.kind,
        schedule.documentKey,
        fired.published,
        `Published on the schedule set by ${by}: ${fired.published.name}`,
        schedule.scheduledBy,
      );
    } else {
      this.logger.warn({ schedule: schedule.id, failure: fired.failure }, 'Scheduled publication not made');
    }
    return true;
  }

  /** In a savepoint, so that a refusal leaves the schedule's transaction whole to record it. */
  private publishScheduled(
    schedule: PublishScheduleRow,
    manager: EntityManager,
  ): Promise<{ published: Published } | { failure: string }> {
    const { failures } = WORKFLOW_MESSAGES;
    return manager
      .transaction(async (inner) => {
        const locked = await this.kinds[schedule.kind].lock(schedule.documentKey, inner);
        if (!locked.draft) return { failure: failures.noDraft };
        if (locked.draft.version !== schedule.draftVersion) return { failure: failures.changed };
        const review = await reviewOf(inner, schedule.kind, schedule.documentKey);
        if (!approvalHolds(review, locked.draft) && !this.config.onePersonPublishing) {
          return { failure: failures.notApproved };
        }
        return { published: await this.publishLocked(schedule.kind, schedule.documentKey, locked, { schedule }) };
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError) return { failure: error.message };
        throw error;
      });
  }

  /** The drafts waiting for approval and the approved ones, with their differences, and the recent publications. */
  async approvals(): Promise<ApprovalsList> {
    const { manager } = this.dataSource;
    const reviews = await manager.find(DraftReview);
    const items: ApprovalItem[] = [];
    for (const kind of Object.keys(this.kinds) as ContentItemKind[]) {
      const ofKind = reviews.filter((review) => review.kind === kind && (review.submittedAt || review.approvedAt));
      const drafts = await this.kinds[kind].drafts(ofKind.map((review) => review.documentKey));
      for (const draft of drafts) {
        const review = ofKind.find((candidate) => candidate.documentKey === draft.key) ?? null;
        const listed = listedChanges(draft.changes, CHANGES_LISTED_MAX);
        items.push({
          kind,
          key: draft.key,
          title: draft.title,
          path: draft.path,
          adminPath: draft.adminPath,
          draftVersion: draft.version,
          savedAt: draft.savedAt.toISOString(),
          editors: review?.editors ?? [],
          submitted: submittedStep(review),
          approved: approvedStep(review, draft),
          schedule: await shownSchedule(manager, kind, draft.key),
          changes: listed.changes,
          changesLeftOut: listed.leftOut,
        });
      }
    }
    const oldestFirst = (a: ApprovalItem, b: ApprovalItem) =>
      (a.submitted?.at ?? a.savedAt).localeCompare(b.submitted?.at ?? b.savedAt);
    return {
      waiting: items.filter((item) => !item.approved && item.submitted).sort(oldestFirst),
      approved: items.filter((item) => item.approved).sort(oldestFirst),
      published: await this.recentPublications(),
    };
  }

  private async recentPublications(): Promise<PublicationItem[]> {
    const rows = await this.dataSource.manager.find(Publication, {
      where: { publishedAt: MoreThan(new Date(Date.now() - RECENT_PUBLICATION_DAYS * DAY_MS)) },
      order: { publishedAt: 'DESC' },
      take: RECENT_PUBLICATIONS_MAX,
    });
    const titles = new Map<ContentItemKind, Map<string, { title: { en: string; hi: string }; adminPath: string }>>();
    for (const kind of Object.keys(this.kinds) as ContentItemKind[]) {
      const keys = [...new Set(rows.filter((row) => row.kind === kind).map((row) => row.documentKey))];
      titles.set(kind, await this.kinds[kind].titles(keys));
    }
    return rows.flatMap((row) => {
      const known = titles.get(row.kind)?.get(row.documentKey);
      if (!known) return [];
      return [
        {
          kind: row.kind,
          key: row.documentKey,
          title: known.title,
          adminPath: known.adminPath,
          version: row.version,
          publishedAt: row.publishedAt.toISOString(),
          publishedBy: row.publishedBy,
          approvedBy: row.approvedBy,
          reason: row.reason,
          scheduled: row.scheduleId !== null,
        },
      ];
    });
  }
}
