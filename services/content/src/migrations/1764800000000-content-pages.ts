import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The words of the public pages: one row a page, its published versions and its one shared draft. */
export class ContentPages1764800000000 implements MigrationInterface {
  name = 'ContentPages1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE content.pages (
        path varchar(200) PRIMARY KEY,
        last_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE content.page_versions (
        page_path varchar(200) NOT NULL REFERENCES content.pages (path) ON DELETE CASCADE,
        version integer NOT NULL,
        title jsonb NOT NULL,
        blocks jsonb NOT NULL,
        hindi_review varchar(20) NOT NULL CHECK (hindi_review IN ('drafted', 'reviewed')),
        restored_from integer,
        published_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (page_path, version)
      )`);
    await queryRunner.query(`
      CREATE TABLE content.page_drafts (
        page_path varchar(200) PRIMARY KEY REFERENCES content.pages (path) ON DELETE CASCADE,
        version integer NOT NULL,
        title jsonb NOT NULL,
        blocks jsonb NOT NULL,
        hindi_review varchar(20) NOT NULL CHECK (hindi_review IN ('drafted', 'reviewed')),
        restored_from integer,
        saved_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE content.page_drafts');
    await queryRunner.query('DROP TABLE content.page_versions');
    await queryRunner.query('DROP TABLE content.pages');
  }
}
