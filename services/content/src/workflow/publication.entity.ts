import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ActivityActor, ContentItemKind } from '@seedcorp/contracts';

/** One publication of a document: who published it, and who approved it or why it went without approval. */
@Entity({ name: 'publications' })
export class Publication {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  kind!: ContentItemKind;

  @PrimaryColumn({ name: 'document_key', type: 'varchar', length: 200 })
  documentKey!: string;

  @PrimaryColumn({ type: 'integer' })
  version!: number;

  @Column({ name: 'published_at', type: 'timestamptz', default: () => 'now()' })
  publishedAt!: Date;

  /** The admin who published it, or who scheduled it. */
  @Column({ name: 'published_by', type: 'jsonb', nullable: true })
  publishedBy!: ActivityActor | null;

  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true })
  approvedAt!: Date | null;

  @Column({ name: 'approved_by', type: 'jsonb', nullable: true })
  approvedBy!: ActivityActor | null;

  /** An administrator's reason for publishing without approval. */
  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @Column({ name: 'schedule_id', type: 'uuid', nullable: true })
  scheduleId!: string | null;
}
