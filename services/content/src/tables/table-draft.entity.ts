import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TableContent } from './table-content';

/** The one draft of a table, shared by every administrator; publishing turns it into a version. */
@Entity({ name: 'table_drafts' })
export class TableDraft extends TableContent {
  @PrimaryColumn({ name: 'table_key', type: 'varchar', length: 100 })
  tableKey!: string;

  @Column({ type: 'integer' })
  version!: number;

  @Column({ name: 'saved_at', type: 'timestamptz', default: () => 'now()' })
  savedAt!: Date;
}
