import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The sign-in log, the count projection, the feedback inbox and the persisted visitor counts. */
export class DashboardFeatures1763900000000 implements MigrationInterface {
  name = 'DashboardFeatures1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE dashboard.sign_ins (
        id bigserial PRIMARY KEY,
        stream_id varchar(40) NOT NULL UNIQUE,
        activity_type varchar(20) NOT NULL,
        activity_details varchar(1000) NOT NULL,
        occurred_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX sign_ins_occurred_idx ON dashboard.sign_ins (occurred_at DESC)');
    await queryRunner.query(`
      CREATE TABLE dashboard.counts (
        list varchar(30) NOT NULL,
        name varchar(100) NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (list, name)
      )`);
    await queryRunner.query(`
      CREATE TABLE dashboard.feedback (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        subject varchar(200) NOT NULL,
        message varchar(5000) NOT NULL,
        read boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX feedback_created_idx ON dashboard.feedback (created_at DESC, id DESC)');
    await queryRunner.query(`
      CREATE TABLE dashboard.visitor_days (
        day date PRIMARY KEY,
        visits integer NOT NULL CHECK (visits >= 0)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE dashboard.visitor_days');
    await queryRunner.query('DROP TABLE dashboard.feedback');
    await queryRunner.query('DROP TABLE dashboard.counts');
    await queryRunner.query('DROP TABLE dashboard.sign_ins');
  }
}
