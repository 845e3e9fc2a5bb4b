import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sale counters each counter operator keeps. Beside the stock it guards: a change of stock checks, and holds,
 * the operator's row here in the transaction that writes the stock, so an assignment withdrawn meanwhile stops it.
 * The admin is the auth service's; no foreign key can reach it, and a row of an admin who is no longer an operator
 * grants nothing (the role in the session token is checked first).
 */
export class CounterOperators1765400000000 implements MigrationInterface {
  name = 'CounterOperators1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sales.counter_operators (
        admin_id uuid NOT NULL,
        counter_id uuid NOT NULL REFERENCES sales.sale_counters (id),
        assigned_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (admin_id, counter_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE sales.counter_operators');
  }
}
