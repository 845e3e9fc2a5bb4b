import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The end of a notice's or tender's validity, and when the archive took it off the public lists. */
export class NoticeValidity1765000000000 implements MigrationInterface {
  name = 'NoticeValidity1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE notifications.notifications
        ADD COLUMN valid_until timestamptz,
        ADD COLUMN archived_at timestamptz`);
    // The archive looks every few seconds for what has just run out: only rows still waiting are indexed.
    await queryRunner.query(`
      CREATE INDEX notifications_validity_due_idx ON notifications.notifications (valid_until)
        WHERE valid_until IS NOT NULL AND archived_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX notifications.notifications_validity_due_idx');
    await queryRunner.query('ALTER TABLE notifications.notifications DROP COLUMN valid_until, DROP COLUMN archived_at');
  }
}
