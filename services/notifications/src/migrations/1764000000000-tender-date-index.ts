import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The public tender lists and the archive job both select by location and last date of submission. */
export class TenderDateIndex1764000000000 implements MigrationInterface {
  name = 'TenderDateIndex1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX notifications_location_submission_idx ON notifications.notifications (location, submission_date)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX notifications.notifications_location_submission_idx');
  }
}
