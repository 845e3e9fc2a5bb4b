import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TableContent } from './table-content';

/** A published version of a table. Every one is kept: earlier rate lists stay readable and any can be restored. */
@Entity({ name: 'table_versions' })
export class TableVersion extends TableContent {
  @PrimaryColumn({ name: 'table_key', type: 'varchar', length: 100 })
  tableKey!: string;

  @PrimaryColumn({ type: 'integer' })
  version!: number;

  @Column({ name: 'published_at', type: 'timestamptz', default: () => 'now()' })
  publishedAt!: Date;
}
