import { Column } from 'typeorm';
import type { HindiReview, SiteSettings } from '@seedcorp/contracts';

/** What a draft and a published version of the settings both hold: the settings and the state of their Hindi. */
export abstract class SettingsContent {
  @Column({ type: 'jsonb' })
  settings!: SiteSettings;

  @Column({ name: 'hindi_review', type: 'varchar', length: 20 })
  hindiReview!: HindiReview;

  @Column({ name: 'restored_from', type: 'integer', nullable: true })
  restoredFrom!: number | null;
}
