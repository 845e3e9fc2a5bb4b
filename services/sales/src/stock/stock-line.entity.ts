import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Bilingual, SeedClass } from '@seedcorp/contracts';

@Entity({ name: 'stock_lines' })
export class StockLine {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'counter_id', type: 'uuid' })
  counterId!: string;

  @Column({ type: 'varchar', length: 20 })
  season!: string;

  @Column({ type: 'varchar', length: 40 })
  crop!: string;

  /** The variety's English name as its crop's published table writes it: the line's identity. */
  @Column({ type: 'varchar', length: 200 })
  variety!: string;

  /** Both languages as published when the line last changed. */
  @Column({ name: 'variety_name', type: 'jsonb' })
  varietyName!: Bilingual;

  @Column({ name: 'seed_class', type: 'varchar', length: 20 })
  seedClass!: SeedClass;

  /** Whole grams, so that a 0.475 kg packet and a 40 kg bag compare exactly. */
  @Column({ name: 'bag_grams', type: 'integer' })
  bagGrams!: number;

  @Column({ type: 'integer' })
  bags!: number;

  /** Bags held for bookings not yet collected: farmers may book `bags - reserved`. */
  @Column({ type: 'integer', default: 0 })
  reserved!: number;

  /** Raised by every reservation and release, so the public stock sees them; `version` is the operators'. */
  @Column({ name: 'reserved_moves', type: 'bigint', default: 0 })
  reservedMoves!: string;

  /** Raised by every change; a change based on an older one is refused (optimistic concurrency). */
  @Column({ type: 'integer' })
  version!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
