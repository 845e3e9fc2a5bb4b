import type { EntityManager } from 'typeorm';
import type { ActivityActor, ContentItemKind } from '@seedcorp/contracts';
import { DraftReview } from './draft-review.entity';

/** The review of a document's draft, or null when nobody has acted on a draft since the last publication. */
export const reviewOf = (manager: EntityManager, kind: ContentItemKind, documentKey: string) =>
  manager.findOneBy(DraftReview, { kind, documentKey });

/** Whether the review approves the draft as it is now: a save since the approval voids it. */
export const approvalHolds = (review: DraftReview | null, draft: { version: number } | null): review is DraftReview =>
  !!review && !!draft && review.approvedVersion === draft.version && review.approvedBy !== null;

/**
 * A save, restore or import left the draft at `draftVersion`: its admin joins the draft's editors (none of whom may
 * approve it), and any approval goes, since it was of the draft before. A submission stays: the draft still waits.
 */
export async function recordEdit(
  manager: EntityManager,
  kind: ContentItemKind,
  documentKey: string,
  draftVersion: number,
  editor: ActivityActor | null,
): Promise<void> {
  const review = await reviewOf(manager, kind, documentKey);
  const editors = review?.editors ?? [];
  await manager.save(DraftReview, {
    kind,
    documentKey,
    draftVersion,
    editors: editor && !editors.some((known) => known.id === editor.id) ? [...editors, editor] : editors,
    submittedAt: review?.submittedAt ?? null,
    submittedBy: review?.submittedBy ?? null,
    approvedAt: null,
    approvedBy: null,
    approvedVersion: null,
  });
}

/** The draft was published: the next draft starts a review of its own. */
export async function dropReview(manager: EntityManager, kind: ContentItemKind, documentKey: string): Promise<void> {
  await manager.delete(DraftReview, { kind, documentKey });
}
