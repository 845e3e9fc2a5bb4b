import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Counter operators: admins who keep the stock of their own sale counters, and nothing else. */
export class CounterRole1765400000000 implements MigrationInterface {
  name = 'CounterRole1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE auth.admins DROP CONSTRAINT admins_role_known,
        ADD CONSTRAINT admins_role_known CHECK (role IN ('administrator', 'publisher', 'editor', 'counter'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // No role left reaches as little as an operator's: operators are kept, disabled, as editors.
    await queryRunner.query(`UPDATE auth.admins SET role = 'editor', active = false WHERE role = 'counter'`);
    await queryRunner.query(`
      ALTER TABLE auth.admins DROP CONSTRAINT admins_role_known,
        ADD CONSTRAINT admins_role_known CHECK (role IN ('administrator', 'publisher', 'editor'))`);
  }
}
