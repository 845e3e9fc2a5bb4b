import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Farmers who book seed, and their consents. A farmer who withdraws consent keeps a row with nothing personal in it
 * (no number, name, village, district or registry id) and their consent records (version, language and times), the
 * proof of what was agreed and withdrawn; the sales service keeps their bookings under the same id, without the person.
 */
export class Farmers1765500000000 implements MigrationInterface {
  name = 'Farmers1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth.farmers (
        id uuid PRIMARY KEY,
        mobile varchar(10),
        name varchar(100),
        village varchar(100),
        district varchar(100),
        registry_id varchar(20),
        registry_check varchar(10) NOT NULL DEFAULT 'none',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        erased_at timestamptz,
        CONSTRAINT farmers_erased_hold_nothing CHECK (
          erased_at IS NULL OR (mobile IS NULL AND name IS NULL AND village IS NULL AND district IS NULL AND registry_id IS NULL)
        )
      )`);
    // One live farmer a number; erased rows hold none.
    await queryRunner.query('CREATE UNIQUE INDEX farmers_mobile ON auth.farmers (mobile) WHERE mobile IS NOT NULL');
    await queryRunner.query(`
      CREATE TABLE auth.farmer_consents (
        id bigserial PRIMARY KEY,
        farmer_id uuid NOT NULL REFERENCES auth.farmers (id),
        notice_version varchar(20) NOT NULL,
        language varchar(2) NOT NULL CHECK (language IN ('en', 'hi')),
        given_at timestamptz NOT NULL,
        withdrawn_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX farmer_consents_farmer ON auth.farmer_consents (farmer_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE auth.farmer_consents');
    await queryRunner.query('DROP TABLE auth.farmers');
  }
}
