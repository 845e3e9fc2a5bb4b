import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Room for every activity type's name: 'Second factor removed' (21 letters) did not fit the sign-in log's 20, and
 * the consumer, which stores an entry before it acknowledges it, stopped at that entry for good.
 */
export class ActivityTypeLength1765000000000 implements MigrationInterface {
  name = 'ActivityTypeLength1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE dashboard.sign_ins ALTER COLUMN activity_type TYPE varchar(40)');
    await queryRunner.query('ALTER TABLE dashboard.activities ALTER COLUMN activity_type TYPE varchar(40)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE dashboard.activities ALTER COLUMN activity_type TYPE varchar(10)');
    await queryRunner.query('ALTER TABLE dashboard.sign_ins ALTER COLUMN activity_type TYPE varchar(20)');
  }
}
