import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ActivityActor, ContentItemKind } from '@seedcorp/contracts';

/** Where a document's draft stands in the workflow; it goes when the draft is published. */
@Entity({ name: 'draft_reviews' })
export class DraftReview {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  kind!: ContentItemKind;

  @PrimaryColumn({ name: 'document_key', type: 'varchar', length: 200 })
  documentKey!: string;

  /** The draft's version when it was last saved. */
  @Column({ name: 'draft_version', type: 'integer' })
  draftVersion!: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  editors!: ActivityActor[];

  @Column({ name: 'submitted_at', type: 'timestamptz', nullable: true })
  submittedAt!: Date | null;

  @Column({ name: 'submitted_by', type: 'jsonb', nullable: true })
  submittedBy!: ActivityActor | null;

  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true })
  approvedAt!: Date | null;

  @Column({ name: 'approved_by', type: 'jsonb', nullable: true })
  approvedBy!: ActivityActor | null;

  /** The draft version approved: the approval holds while the draft is still that version. */
  @Column({ name: 'approved_version', type: 'integer', nullable: true })
  approvedVersion!: number | null;
}
