import { Column, Entity } from 'typeorm';
import type { ActivitySource, RecentActivityItem } from '@seedcorp/libs';
import { StreamRecord } from './stream-record.entity';

/** A content change (Created, Updated, Deleted), stored once per stream entry. */
@Entity({ name: 'activities' })
export class Activity extends StreamRecord {
  @Column({ type: 'varchar', length: 30 })
  source!: ActivitySource;

  @Column({ name: 'activity_type', type: 'varchar', length: 10 })
  activityType!: RecentActivityItem['activityType'];

  @Column({ name: 'activity_details', type: 'varchar', length: 1000 })
  activityDetails!: string;
}
