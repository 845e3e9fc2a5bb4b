import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The site settings (name, logos, contact record, portal and side-panel links): one document, its published
 * versions and its one shared draft. The document's row exists from the start, so administrators can always save a
 * draft; the migration step publishes the seeded settings as its first version.
 */
export class SiteSettings1764920000000 implements MigrationInterface {
  name = 'SiteSettings1764920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE content.site_settings (
        key varchar(50) PRIMARY KEY,
        last_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE content.site_settings_versions (
        settings_key varchar(50) NOT NULL REFERENCES content.site_settings (key) ON DELETE CASCADE,
        version integer NOT NULL,
        settings jsonb NOT NULL,
        hindi_review varchar(20) NOT NULL CHECK (hindi_review IN ('drafted', 'reviewed')),
        hindi_outdated jsonb NOT NULL DEFAULT '[]',
        restored_from integer,
        published_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (settings_key, version)
      )`);
    await queryRunner.query(`
      CREATE TABLE content.site_settings_drafts (
        settings_key varchar(50) PRIMARY KEY REFERENCES content.site_settings (key) ON DELETE CASCADE,
        version integer NOT NULL,
        settings jsonb NOT NULL,
        hindi_review varchar(20) NOT NULL CHECK (hindi_review IN ('drafted', 'reviewed')),
        restored_from integer,
        saved_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO content.site_settings (key) VALUES ('site-settings')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE content.site_settings_drafts');
    await queryRunner.query('DROP TABLE content.site_settings_versions');
    await queryRunner.query('DROP TABLE content.site_settings');
  }
}
