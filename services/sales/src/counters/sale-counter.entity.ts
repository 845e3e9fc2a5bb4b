import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Bilingual } from '@seedcorp/contracts';

@Entity({ name: 'sale_counters' })
export class SaleCounter {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'regional_unit', type: 'jsonb' })
  regionalUnit!: Bilingual;

  @Column({ type: 'jsonb' })
  name!: Bilingual;

  @Column({ type: 'varchar', length: 100, nullable: true })
  district!: string | null;

  @Column({ type: 'jsonb' })
  address!: Bilingual;

  @Column({ type: 'varchar', length: 200 })
  official!: string;

  @Column({ type: 'jsonb' })
  designation!: Bilingual;

  @Column({ type: 'varchar', length: 100 })
  mobile!: string;

  @Column({ name: 'opening_hours', type: 'jsonb' })
  openingHours!: Bilingual;

  @Column({ type: 'double precision', nullable: true })
  latitude!: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude!: number | null;

  @Column({ type: 'boolean', default: false })
  closed!: boolean;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt!: Date | null;

  @Column({ name: 'closed_reason', type: 'varchar', length: 500, nullable: true })
  closedReason!: string | null;

  @Column({ type: 'integer' })
  position!: number;

  /** Raised by every change; a change based on an older one is refused (optimistic concurrency). */
  @Column({ type: 'integer', default: 1 })
  version!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
