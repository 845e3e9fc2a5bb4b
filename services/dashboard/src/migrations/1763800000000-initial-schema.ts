import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE dashboard.activities (
        id bigserial PRIMARY KEY,
        stream_id varchar(40) NOT NULL UNIQUE,
        source varchar(30) NOT NULL,
        activity_type varchar(10) NOT NULL,
        activity_details varchar(1000) NOT NULL,
        occurred_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX activities_occurred_idx ON dashboard.activities (occurred_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE dashboard.activities');
  }
}
