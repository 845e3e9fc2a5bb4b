import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { StockChangeReason } from '@seedcorp/contracts';

/** One change of a line's bags, never edited: the line's history. */
@Entity({ name: 'stock_changes' })
export class StockChange {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'line_id', type: 'uuid' })
  lineId!: string;

  @Column({ type: 'timestamptz' })
  at!: Date;

  @Column({ name: 'admin_id', type: 'varchar', length: 100, nullable: true })
  adminId!: string | null;

  /** As the admin was named when they made the change. */
  @Column({ name: 'admin_name', type: 'varchar', length: 200 })
  adminName!: string;

  @Column({ type: 'varchar', length: 20 })
  reason!: StockChangeReason;

  @Column({ type: 'integer' })
  before!: number;

  @Column({ type: 'integer' })
  after!: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note!: string | null;
}
