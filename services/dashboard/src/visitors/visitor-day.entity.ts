import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Visits of one day (in the counter's time zone), copied from Redis periodically. */
@Entity({ name: 'visitor_days' })
export class VisitorDay {
  /** `YYYY-MM-DD`. */
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @Column({ type: 'integer' })
  visits!: number;
}
