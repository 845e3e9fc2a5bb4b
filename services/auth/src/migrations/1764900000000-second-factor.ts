import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An admin's second sign-in factors: one authenticator app, any number of passkeys, single-use recovery codes. */
export class SecondFactor1764900000000 implements MigrationInterface {
  name = 'SecondFactor1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE auth.admins ADD COLUMN sms_only_sign_ins integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      CREATE TABLE auth.admin_totp (
        admin_id uuid PRIMARY KEY REFERENCES auth.admins(id) ON DELETE CASCADE,
        secret_sealed text NOT NULL,
        last_time_step bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE auth.admin_passkeys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        admin_id uuid NOT NULL REFERENCES auth.admins(id) ON DELETE CASCADE,
        credential_id text NOT NULL UNIQUE,
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0,
        transports text[] NOT NULL DEFAULT '{}',
        name varchar(60) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX admin_passkeys_admin ON auth.admin_passkeys (admin_id)`);
    await queryRunner.query(`
      CREATE TABLE auth.admin_recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        admin_id uuid NOT NULL REFERENCES auth.admins(id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX admin_recovery_codes_admin ON auth.admin_recovery_codes (admin_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE auth.admin_recovery_codes');
    await queryRunner.query('DROP TABLE auth.admin_passkeys');
    await queryRunner.query('DROP TABLE auth.admin_totp');
    await queryRunner.query('ALTER TABLE auth.admins DROP COLUMN sms_only_sign_ins');
  }
}
