import { Column, Entity, PrimaryColumn } from 'typeorm';
import { PageWords } from './page-words';

/** A published version of a page. Every one is kept, so any can be restored. */
@Entity({ name: 'page_versions' })
export class PageVersion extends PageWords {
  @PrimaryColumn({ name: 'page_path', type: 'varchar', length: 200 })
  pagePath!: string;

  @PrimaryColumn({ type: 'integer' })
  version!: number;

  @Column({ name: 'published_at', type: 'timestamptz', default: () => 'now()' })
  publishedAt!: Date;
}
