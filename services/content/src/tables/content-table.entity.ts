import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { ContentColumn, TableKind } from '@seedcorp/contracts';

/** A table of a public page: what its columns are; its rows live in its versions and its draft. */
@Entity({ name: 'tables' })
export class ContentTable {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key!: string;

  @Column({ type: 'varchar', length: 200 })
  page!: string;

  @Column({ type: 'varchar', length: 20 })
  kind!: TableKind;

  @Column({ name: 'caption_en', type: 'varchar', length: 300 })
  captionEn!: string;

  @Column({ name: 'caption_hi', type: 'varchar', length: 300 })
  captionHi!: string;

  @Column({ type: 'jsonb' })
  columns!: ContentColumn[];

  /** Order of the tables on their page. */
  @Column({ type: 'integer', default: 0 })
  position!: number;

  /** The last version number handed out, to a draft or a publication: every saved state has its own. */
  @Column({ name: 'last_version', type: 'integer', default: 0 })
  lastVersion!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
