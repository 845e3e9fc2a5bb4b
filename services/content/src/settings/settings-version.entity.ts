import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { SettingsField } from '@seedcorp/contracts';
import { SettingsContent } from './settings-content';

/** A published version of the settings. Every one is kept, so any can be restored. */
@Entity({ name: 'site_settings_versions' })
export class SettingsVersion extends SettingsContent {
  @PrimaryColumn({ name: 'settings_key', type: 'varchar', length: 50 })
  settingsKey!: string;

  @PrimaryColumn({ type: 'integer' })
  version!: number;

  /** Fields whose Hindi is older than their English in this version. */
  @Column({ name: 'hindi_outdated', type: 'jsonb', default: () => "'[]'" })
  hindiOutdated!: SettingsField[];

  @Column({ name: 'published_at', type: 'timestamptz', default: () => 'now()' })
  publishedAt!: Date;
}
