import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE directories.directors (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        location varchar(50) NOT NULL,
        name varchar(200) NOT NULL,
        designation varchar(200) NOT NULL,
        office_no varchar(20),
        mobile_no varchar(10),
        email varchar(254),
        address varchar(500),
        photo_key varchar(200),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE directories.rti_officers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        district varchar(100) NOT NULL,
        name varchar(200) NOT NULL,
        designation varchar(200) NOT NULL,
        address varchar(500),
        mobile_no varchar(10),
        office_no varchar(20),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE directories.rti_authorities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        district varchar(100) NOT NULL,
        role varchar(200) NOT NULL,
        designation varchar(200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE directories.rti_authorities');
    await queryRunner.query('DROP TABLE directories.rti_officers');
    await queryRunner.query('DROP TABLE directories.directors');
  }
}
