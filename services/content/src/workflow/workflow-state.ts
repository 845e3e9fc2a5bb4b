import type { EntityManager } from 'typeorm';
import type { ActivityActor, ContentItemKind, DraftWorkflow, PublishSchedule, WorkflowStep } from '@seedcorp/contracts';
import type { DraftReview } from './draft-review.entity';
import { approvalHolds, reviewOf } from './draft-reviews';
import { Publication } from './publication.entity';
import { PublishScheduleRow } from './publish-schedule.entity';

const stepOf = (at: Date | null, by: ActivityActor | null): WorkflowStep | null =>
  at && by ? { at: at.toISOString(), by } : null;

export const submittedStep = (review: DraftReview | null) =>
  stepOf(review?.submittedAt ?? null, review?.submittedBy ?? null);

/** The approval of the draft as it is now; null when there is none, or a save has voided it. */
export const approvedStep = (review: DraftReview | null, draft: { version: number } | null) =>
  approvalHolds(review, draft) ? stepOf(review.approvedAt, review.approvedBy) : null;

export function scheduleView(row: PublishScheduleRow): PublishSchedule {
  return {
    id: row.id,
    publishAt: row.publishAt.toISOString(),
    draftVersion: row.draftVersion,
    scheduledAt: row.scheduledAt.toISOString(),
    scheduledBy: row.scheduledBy,
    state: row.state,
    settledAt: row.settledAt?.toISOString() ?? null,
    failure: row.failure,
  };
}

/**
 * The schedule an admin is shown for a document: the one waiting, else the last that failed, until the document is
 * published again (a schedule ended by that publication is not shown).
 */
export async function shownSchedule(
  manager: EntityManager,
  kind: ContentItemKind,
  documentKey: string,
): Promise<PublishSchedule | null> {
  const latest = await manager.findOne(PublishScheduleRow, {
    where: { kind, documentKey },
    order: { scheduledAt: 'DESC' },
  });
  if (!latest || latest.state === 'published' || latest.state === 'cancelled') return null;
  if (latest.state === 'pending') return scheduleView(latest);
  const publication = await manager.findOne(Publication, {
    where: { kind, documentKey },
    order: { publishedAt: 'DESC' },
  });
  const settled = latest.settledAt?.getTime() ?? 0;
  return publication && publication.publishedAt.getTime() >= settled ? null : scheduleView(latest);
}

/** Where a document's draft stands, for its editor. */
export async function draftWorkflowOf(
  manager: EntityManager,
  kind: ContentItemKind,
  documentKey: string,
  draft: { version: number } | null,
  onePersonPublishing: boolean,
): Promise<DraftWorkflow> {
  const review = draft ? await reviewOf(manager, kind, documentKey) : null;
  return {
    editors: review?.editors ?? [],
    submitted: submittedStep(review),
    approved: approvedStep(review, draft),
    schedule: await shownSchedule(manager, kind, documentKey),
    onePersonPublishing,
  };
}
