import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The site settings as a document: one row, whose versions and draft hold the settings themselves. */
@Entity({ name: 'site_settings' })
export class SiteSettingsDocument {
  @PrimaryColumn({ type: 'varchar', length: 50 })
  key!: string;

  /** The last version number handed out, to a draft or a publication: every saved state has its own. */
  @Column({ name: 'last_version', type: 'integer', default: 0 })
  lastVersion!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
