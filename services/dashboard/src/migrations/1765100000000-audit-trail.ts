import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The hash before the first entry of the chain. */
const GENESIS_HASH = '0'.repeat(64);

/**
 * The audit trail replaces the two activity lists: every stream entry becomes one entry, numbered in the order it
 * was stored and chained to the one before by a keyed hash. The chain's head row, locked by each append, keeps the
 * first and last numbers and hashes, sealed by the dashboard (which alone holds the key) at its first append.
 *
 * The lists' rows are kept as entries numbered 0 and below, newest first: shown as before, but no hash covers
 * them, since a migration does not hold the key. The retention prunes them like any other entry.
 */
export class AuditTrail1765100000000 implements MigrationInterface {
  name = 'AuditTrail1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE dashboard.audit_entries (
        id bigint PRIMARY KEY,
        stream_id varchar(40) NOT NULL UNIQUE,
        stream_ms bigint GENERATED ALWAYS AS (split_part(stream_id, '-', 1)::bigint) STORED,
        stream_seq bigint GENERATED ALWAYS AS (split_part(stream_id, '-', 2)::bigint) STORED,
        occurred_at timestamptz NOT NULL,
        source text NOT NULL,
        action text NOT NULL,
        details text NOT NULL,
        actor_id text,
        actor_name text,
        actor_role text,
        record_type text,
        record_id text,
        changes jsonb NOT NULL DEFAULT '[]',
        reason text,
        address text,
        request_id text,
        hash char(64)
      )`);
    await queryRunner.query(
      'CREATE INDEX audit_entries_newest_idx ON dashboard.audit_entries (occurred_at DESC, stream_ms DESC, stream_seq DESC, id DESC)',
    );
    await queryRunner.query('CREATE INDEX audit_entries_actor_idx ON dashboard.audit_entries (actor_id)');
    await queryRunner.query(
      'CREATE INDEX audit_entries_record_idx ON dashboard.audit_entries (record_type, record_id)',
    );
    await queryRunner.query(`
      CREATE TABLE dashboard.audit_chain (
        id smallint PRIMARY KEY CHECK (id = 1),
        first_id bigint NOT NULL,
        first_previous_hash char(64) NOT NULL,
        last_id bigint NOT NULL,
        last_hash char(64) NOT NULL,
        seal char(64)
      )`);
    await queryRunner.query(
      `INSERT INTO dashboard.audit_chain (id, first_id, first_previous_hash, last_id, last_hash) VALUES (1, 1, $1, 0, $1)`,
      [GENESIS_HASH],
    );
    await queryRunner.query(`
      INSERT INTO dashboard.audit_entries (id, stream_id, occurred_at, source, action, details, actor_name)
      SELECT 1 - row_number() OVER (ORDER BY occurred_at DESC, stream_ms DESC, stream_seq DESC), stream_id, occurred_at,
             source, activity_type, activity_details, person
      FROM (
        SELECT stream_id, stream_ms, stream_seq, occurred_at, source, activity_type, activity_details, NULL AS person
        FROM dashboard.activities
        UNION ALL
        SELECT stream_id, stream_ms, stream_seq, occurred_at, 'auth', activity_type, activity_details,
               substring(activity_details FROM '^Admin (\\*+[0-9]{4})')
        FROM dashboard.sign_ins
      ) AS listed`);
    await queryRunner.query('DROP TABLE dashboard.activities');
    await queryRunner.query('DROP TABLE dashboard.sign_ins');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE dashboard.activities (
        id bigserial PRIMARY KEY,
        stream_id varchar(40) NOT NULL UNIQUE,
        source varchar(30) NOT NULL,
        activity_type varchar(40) NOT NULL,
        activity_details varchar(1000) NOT NULL,
        occurred_at timestamptz NOT NULL,
        stream_ms bigint GENERATED ALWAYS AS (split_part(stream_id, '-', 1)::bigint) STORED,
        stream_seq bigint GENERATED ALWAYS AS (split_part(stream_id, '-', 2)::bigint) STORED
      )`);
    await queryRunner.query('CREATE INDEX activities_occurred_idx ON dashboard.activities (occurred_at DESC)');
    await queryRunner.query(`
      CREATE TABLE dashboard.sign_ins (
        id bigserial PRIMARY KEY,
        stream_id varchar(40) NOT NULL UNIQUE,
        activity_type varchar(40) NOT NULL,
        activity_details varchar(1000) NOT NULL,
        occurred_at timestamptz NOT NULL,
        stream_ms bigint GENERATED ALWAYS AS (split_part(stream_id, '-', 1)::bigint) STORED,
        stream_seq bigint GENERATED ALWAYS AS (split_part(stream_id, '-', 2)::bigint) STORED
      )`);
    await queryRunner.query('CREATE INDEX sign_ins_occurred_idx ON dashboard.sign_ins (occurred_at DESC)');
    await queryRunner.query(`
      INSERT INTO dashboard.activities (stream_id, source, activity_type, activity_details, occurred_at)
      SELECT stream_id, left(source, 30), action, left(details, 1000), occurred_at FROM dashboard.audit_entries
      WHERE action IN ('Created', 'Updated', 'Deleted') ORDER BY id`);
    await queryRunner.query(`
      INSERT INTO dashboard.sign_ins (stream_id, activity_type, activity_details, occurred_at)
      SELECT stream_id, action, left(details, 1000), occurred_at FROM dashboard.audit_entries
      WHERE source = 'auth' AND action IN ('OTP sent', 'Signed in', 'Sign-in failed', 'Locked', 'Signed out',
        'Second factor added', 'Second factor removed', 'Recovery code used', 'Second factor reset', 'Session ended')
      ORDER BY id`);
    await queryRunner.query('DROP TABLE dashboard.audit_chain');
    await queryRunner.query('DROP TABLE dashboard.audit_entries');
  }
}
