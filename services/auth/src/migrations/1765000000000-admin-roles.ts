import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each admin's role; every admin already there keeps doing everything, as an administrator. */
export class AdminRoles1765000000000 implements MigrationInterface {
  name = 'AdminRoles1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE auth.admins ADD COLUMN role varchar(20) NOT NULL DEFAULT 'administrator'
        CONSTRAINT admins_role_known CHECK (role IN ('administrator', 'publisher', 'editor'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE auth.admins DROP COLUMN role`);
  }
}
