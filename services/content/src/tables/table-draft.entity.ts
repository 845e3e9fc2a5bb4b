import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ContentRow } from '@seedcorp/libs';

/** The one draft of a table, shared by every administrator; publishing turns it into a version. */
@Entity({ name: 'table_drafts' })
export class TableDraft {
  @PrimaryColumn({ name: 'table_key', type: 'varchar', length: 100 })
  tableKey!: string;

  @Column({ type: 'integer' })
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

  @Column({ name: 'saved_at', type: 'timestamptz', default: () => 'now()' })
  savedAt!: Date;
}
