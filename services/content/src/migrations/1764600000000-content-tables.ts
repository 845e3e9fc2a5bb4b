import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContentTables1764600000000 implements MigrationInterface {
  name = 'ContentTables1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE content.tables (
        key varchar(100) PRIMARY KEY,
        page varchar(200) NOT NULL,
        kind varchar(20) NOT NULL CHECK (kind IN ('table', 'rateList')),
        caption_en varchar(300) NOT NULL,
        caption_hi varchar(300) NOT NULL,
        columns jsonb NOT NULL,
        position integer NOT NULL DEFAULT 0,
        last_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX tables_page ON content.tables (page, position)');
    await queryRunner.query(`
      CREATE TABLE content.table_versions (
        table_key varchar(100) NOT NULL REFERENCES content.tables (key) ON DELETE CASCADE,
        version integer NOT NULL,
        rows jsonb NOT NULL,
        notes jsonb NOT NULL DEFAULT '[]',
        season varchar(100),
        effective_from date,
        restored_from integer,
        published_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (table_key, version)
      )`);
    await queryRunner.query(`
      CREATE TABLE content.table_drafts (
        table_key varchar(100) PRIMARY KEY REFERENCES content.tables (key) ON DELETE CASCADE,
        version integer NOT NULL,
        rows jsonb NOT NULL,
        notes jsonb NOT NULL DEFAULT '[]',
        season varchar(100),
        effective_from date,
        restored_from integer,
        saved_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE content.table_drafts');
    await queryRunner.query('DROP TABLE content.table_versions');
    await queryRunner.query('DROP TABLE content.tables');
  }
}
