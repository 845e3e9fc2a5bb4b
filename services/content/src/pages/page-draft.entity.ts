import { Column, Entity, PrimaryColumn } from 'typeorm';
import { PageWords } from './page-words';

/** The one draft of a page, shared by every administrator; publishing turns it into a version. */
@Entity({ name: 'page_drafts' })
export class PageDraft extends PageWords {
  @PrimaryColumn({ name: 'page_path', type: 'varchar', length: 200 })
  pagePath!: string;

  @Column({ type: 'integer' })
  version!: number;

  @Column({ name: 'saved_at', type: 'timestamptz', default: () => 'now()' })
  savedAt!: Date;
}
