import { Column } from 'typeorm';
import type { ContentRow, HindiReview, TableNote } from '@seedcorp/contracts';

/**
 * What a draft and a published version of a table both hold: its rows, notes, for a rate list its season, and
 * whether the corporation has checked its Hindi.
 */
export abstract class TableContent {
  @Column({ type: 'jsonb' })
  rows!: ContentRow[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  notes!: TableNote[];

  @Column({ type: 'varchar', length: 100, nullable: true })
  season!: string | null;

  @Column({ name: 'effective_from', type: 'date', nullable: true })
  effectiveFrom!: string | null;

  @Column({ name: 'hindi_review', type: 'varchar', length: 20, default: 'drafted' })
  hindiReview!: HindiReview;

  @Column({ name: 'restored_from', type: 'integer', nullable: true })
  restoredFrom!: number | null;
}
