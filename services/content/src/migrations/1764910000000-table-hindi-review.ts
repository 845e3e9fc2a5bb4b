import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether the corporation has checked a table's Hindi, kept with each version and the draft as a page's is. The
 * tables already published (the seeds' Hindi among them) were written for review, so they start 'drafted'.
 */
export class TableHindiReview1764910000000 implements MigrationInterface {
  name = 'TableHindiReview1764910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['table_versions', 'table_drafts']) {
      await queryRunner.query(
        `ALTER TABLE content.${table} ADD COLUMN hindi_review varchar(20) NOT NULL DEFAULT 'drafted'
         CHECK (hindi_review IN ('drafted', 'reviewed'))`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE content.table_drafts DROP COLUMN hindi_review');
    await queryRunner.query('ALTER TABLE content.table_versions DROP COLUMN hindi_review');
  }
}
