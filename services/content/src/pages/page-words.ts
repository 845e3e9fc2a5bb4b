import { Column } from 'typeorm';
import type { Bilingual, HindiReview, PublishedBlock } from '@seedcorp/contracts';

/** What a draft and a published version of a page both hold: its title, blocks and the state of its Hindi. */
export abstract class PageWords {
  @Column({ type: 'jsonb' })
  title!: Bilingual;

  /** In a published version, blocks whose Hindi is older than their English are marked. */
  @Column({ type: 'jsonb' })
  blocks!: PublishedBlock[];

  @Column({ name: 'hindi_review', type: 'varchar', length: 20 })
  hindiReview!: HindiReview;

  @Column({ name: 'restored_from', type: 'integer', nullable: true })
  restoredFrom!: number | null;
}
