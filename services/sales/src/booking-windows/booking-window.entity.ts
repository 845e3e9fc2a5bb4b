import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { BookingLimitKind } from '@seedcorp/contracts';

/** A season and crop open for booking from one India date to another, at some counters, with a farmer's limit. */
@Entity({ name: 'booking_windows' })
export class BookingWindow {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 20 })
  season!: string;

  @Column({ type: 'varchar', length: 40 })
  crop!: string;

  /** `YYYY-MM-DD`, as PostgreSQL's date comes back. */
  @Column({ name: 'opens_on', type: 'date' })
  opensOn!: string;

  @Column({ name: 'closes_on', type: 'date' })
  closesOn!: string;

  @Column({ name: 'limit_kind', type: 'varchar', length: 10 })
  limitKind!: BookingLimitKind;

  @Column({ name: 'max_bags', type: 'integer', nullable: true })
  maxBags!: number | null;

  /** numeric comes back as text. */
  @Column({ name: 'kg_per_acre', type: 'numeric', nullable: true })
  kgPerAcre!: string | null;

  @Column({ name: 'max_acres', type: 'numeric', nullable: true })
  maxAcres!: string | null;

  @Column({ name: 'collect_within_days', type: 'integer' })
  collectWithinDays!: number;

  @Column({ name: 'no_show_limit', type: 'integer', nullable: true })
  noShowLimit!: number | null;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt!: Date | null;

  @Column({ type: 'integer' })
  version!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/** A counter taking bookings in a window. */
@Entity({ name: 'booking_window_counters' })
export class BookingWindowCounter {
  @PrimaryColumn({ name: 'window_id', type: 'uuid' })
  windowId!: string;

  @PrimaryColumn({ name: 'counter_id', type: 'uuid' })
  counterId!: string;
}
