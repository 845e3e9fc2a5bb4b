import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ContentRow } from '@seedcorp/libs';

/** A published version of a table. Every one is kept: earlier rate lists stay readable and any can be restored. */
@Entity({ name: 'table_versions' })
export class TableVersion {
  @PrimaryColumn({ name: 'table_key', type: 'varchar', length: 100 })
  tableKey!: string;

  @PrimaryColumn({ type: 'integer' })
  version!: number;

  @Column({ type: 'jsonb' })
  rows!: ContentRow[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  notes!: string[];

  @Column({ type: 'varchar', length: 100, nullable: true })
  season!: string | null;

  @Column({ name: 'effective_from', type: 'date', nullable: true })
  effectiveFrom!: string | null;

  @Column({ name: 'restored_from', type: 'integer', nullable: true })
  restoredFrom!: number | null;

  @Column({ name: 'published_at', type: 'timestamptz', default: () => 'now()' })
  publishedAt!: Date;
}
