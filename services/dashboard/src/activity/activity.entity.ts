import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ActivitySource, RecentActivityItem } from '@seedcorp/libs';

/** A content change (Created, Updated, Deleted), stored once per stream entry. */
@Entity({ name: 'activities' })
export class Activity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  /** The Redis stream entry id: the event's identity, which makes storing it idempotent. */
  @Column({ name: 'stream_id', type: 'varchar', length: 40, unique: true })
  streamId!: string;

  @Column({ type: 'varchar', length: 30 })
  source!: ActivitySource;

  @Column({ name: 'activity_type', type: 'varchar', length: 10 })
  activityType!: RecentActivityItem['activityType'];

  @Column({ name: 'activity_details', type: 'varchar', length: 1000 })
  activityDetails!: string;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt!: Date;
}
