import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The editorial workflow of tables, pages and the settings: who edited each draft and where it stands (submitted,
 * approved), a record of each publication (who published it, who approved it, or the administrator's reason for
 * publishing alone), and the publications set for a time, which the service's replicas fire from here.
 */
export class EditorialWorkflow1765100000000 implements MigrationInterface {
  name = 'EditorialWorkflow1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE content.draft_reviews (
        kind varchar(20) NOT NULL CHECK (kind IN ('page', 'table', 'settings')),
        document_key varchar(200) NOT NULL,
        draft_version integer NOT NULL,
        editors jsonb NOT NULL DEFAULT '[]',
        submitted_at timestamptz,
        submitted_by jsonb,
        approved_at timestamptz,
        approved_by jsonb,
        approved_version integer,
        PRIMARY KEY (kind, document_key)
      )`);
    await queryRunner.query(`
      CREATE TABLE content.publications (
        kind varchar(20) NOT NULL CHECK (kind IN ('page', 'table', 'settings')),
        document_key varchar(200) NOT NULL,
        version integer NOT NULL,
        published_at timestamptz NOT NULL DEFAULT now(),
        published_by jsonb,
        approved_at timestamptz,
        approved_by jsonb,
        reason text,
        schedule_id uuid,
        PRIMARY KEY (kind, document_key, version)
      )`);
    await queryRunner.query('CREATE INDEX publications_newest ON content.publications (published_at DESC)');
    await queryRunner.query(`
      CREATE TABLE content.publish_schedules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(20) NOT NULL CHECK (kind IN ('page', 'table', 'settings')),
        document_key varchar(200) NOT NULL,
        draft_version integer NOT NULL,
        publish_at timestamptz NOT NULL,
        scheduled_by jsonb NOT NULL,
        scheduled_at timestamptz NOT NULL DEFAULT now(),
        state varchar(20) NOT NULL DEFAULT 'pending'
          CHECK (state IN ('pending', 'published', 'failed', 'cancelled')),
        settled_at timestamptz,
        failure text,
        published_version integer
      )`);
    // One waiting schedule a document; the workers look only at the waiting ones, by time.
    await queryRunner.query(`
      CREATE UNIQUE INDEX publish_schedules_one_pending ON content.publish_schedules (kind, document_key)
      WHERE state = 'pending'`);
    await queryRunner.query(`
      CREATE INDEX publish_schedules_due ON content.publish_schedules (publish_at) WHERE state = 'pending'`);
    await queryRunner.query(
      'CREATE INDEX publish_schedules_of_document ON content.publish_schedules (kind, document_key, scheduled_at DESC)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE content.publish_schedules');
    await queryRunner.query('DROP TABLE content.publications');
    await queryRunner.query('DROP TABLE content.draft_reviews');
  }
}
