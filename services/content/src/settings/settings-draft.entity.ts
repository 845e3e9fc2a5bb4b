import { Column, Entity, PrimaryColumn } from 'typeorm';
import { SettingsContent } from './settings-content';

/** The one draft of the settings, shared by every administrator; publishing turns it into a version. */
@Entity({ name: 'site_settings_drafts' })
export class SettingsDraft extends SettingsContent {
  @PrimaryColumn({ name: 'settings_key', type: 'varchar', length: 50 })
  settingsKey!: string;

  @Column({ type: 'integer' })
  version!: number;

  @Column({ name: 'saved_at', type: 'timestamptz', default: () => 'now()' })
  savedAt!: Date;
}
