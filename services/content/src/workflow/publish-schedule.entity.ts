import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ActivityActor, ContentItemKind, ScheduleState } from '@seedcorp/contracts';

/** A publication set for a time; it publishes only the draft version it was given for, still approved. */
@Entity({ name: 'publish_schedules' })
export class PublishScheduleRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 20 })
  kind!: ContentItemKind;

  @Column({ name: 'document_key', type: 'varchar', length: 200 })
  documentKey!: string;

  @Column({ name: 'draft_version', type: 'integer' })
  draftVersion!: number;

  @Column({ name: 'publish_at', type: 'timestamptz' })
  publishAt!: Date;

  @Column({ name: 'scheduled_by', type: 'jsonb' })
  scheduledBy!: ActivityActor;

  @Column({ name: 'scheduled_at', type: 'timestamptz', default: () => 'now()' })
  scheduledAt!: Date;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  state!: ScheduleState;

  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true })
  settledAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  failure!: string | null;

  @Column({ name: 'published_version', type: 'integer', nullable: true })
  publishedVersion!: number | null;
}
