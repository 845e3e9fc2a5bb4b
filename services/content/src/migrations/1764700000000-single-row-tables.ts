import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SingleRowTables1764700000000 implements MigrationInterface {
  name = 'SingleRowTables1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE content.tables ADD COLUMN single_row boolean NOT NULL DEFAULT false');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE content.tables DROP COLUMN single_row');
  }
}
