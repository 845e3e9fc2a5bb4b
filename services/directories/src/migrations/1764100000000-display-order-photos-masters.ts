import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Designations and authority roles are the corporation's own vocabulary and only partly known:
 * they live in a table so that values can be added without a release. These first values are
 * placeholders derived from the site's pages and the RTI Act's offices, to be completed.
 */
const DESIGNATIONS = [
  'Chairman',
  'Managing Director',
  'Director',
  'General Manager',
  'Regional Manager',
  'Public Information Officer',
  'Assistant Public Information Officer',
  'First Appellate Authority',
];
const AUTH_ROLES = ['Public Information Officer', 'Assistant Public Information Officer', 'First Appellate Authority'];

export class DisplayOrderPhotosMasters1764100000000 implements MigrationInterface {
  name = 'DisplayOrderPhotosMasters1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // No photo was ever stored under the old single key, so it is replaced rather than migrated.
    await queryRunner.query(`
      ALTER TABLE directories.directors
        DROP COLUMN photo_key,
        ADD COLUMN sort_order integer NOT NULL DEFAULT 0,
        ADD COLUMN photo_id uuid,
        ADD COLUMN photo_width integer,
        ADD COLUMN photo_height integer,
        ADD COLUMN photo_variants jsonb NOT NULL DEFAULT '[]',
        ADD CONSTRAINT directors_mobile_digits CHECK (mobile_no ~ '^[0-9]{0,10}$'),
        ADD CONSTRAINT directors_office_digits CHECK (office_no ~ '^[0-9]{0,20}$')`);
    await queryRunner.query(
      'CREATE INDEX directors_location_order_idx ON directories.directors (location, sort_order, name, id)',
    );
    await queryRunner.query(`
      ALTER TABLE directories.rti_officers
        ADD CONSTRAINT rti_officers_mobile_digits CHECK (mobile_no ~ '^[0-9]{0,10}$'),
        ADD CONSTRAINT rti_officers_office_digits CHECK (office_no ~ '^[0-9]{0,20}$')`);
    await queryRunner.query('CREATE INDEX rti_officers_district_idx ON directories.rti_officers (district, name, id)');
    await queryRunner.query(
      'CREATE INDEX rti_authorities_district_idx ON directories.rti_authorities (district, role, id)',
    );
    await queryRunner.query(`
      CREATE TABLE directories.master_values (
        list varchar(20) NOT NULL CHECK (list IN ('designation', 'authRole')),
        value varchar(200) NOT NULL,
        sort_order integer NOT NULL,
        PRIMARY KEY (list, value)
      )`);
    const rows = [
      ...DESIGNATIONS.map((value, index) => ['designation', value, index]),
      ...AUTH_ROLES.map((value, index) => ['authRole', value, index]),
    ];
    for (const row of rows) {
      await queryRunner.query(
        'INSERT INTO directories.master_values (list, value, sort_order) VALUES ($1, $2, $3)',
        row,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE directories.master_values');
    await queryRunner.query('DROP INDEX directories.rti_authorities_district_idx');
    await queryRunner.query('DROP INDEX directories.rti_officers_district_idx');
    await queryRunner.query(`
      ALTER TABLE directories.rti_officers
        DROP CONSTRAINT rti_officers_mobile_digits,
        DROP CONSTRAINT rti_officers_office_digits`);
    await queryRunner.query('DROP INDEX directories.directors_location_order_idx');
    await queryRunner.query(`
      ALTER TABLE directories.directors
        DROP CONSTRAINT directors_mobile_digits,
        DROP CONSTRAINT directors_office_digits,
        DROP COLUMN photo_variants,
        DROP COLUMN photo_height,
        DROP COLUMN photo_width,
        DROP COLUMN photo_id,
        DROP COLUMN sort_order,
        ADD COLUMN photo_key varchar(200)`);
  }
}
