import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stock lines (the bags on hand of one variety, class and bag size at one counter in one season) and every change
 * of them. A line and its change are written in one transaction, with the line's row lock: the history always adds
 * up to the bags on hand.
 */
export class Stock1765300000000 implements MigrationInterface {
  name = 'Stock1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sales.stock_lines (
        id uuid PRIMARY KEY,
        counter_id uuid NOT NULL REFERENCES sales.sale_counters (id),
        season varchar(20) NOT NULL,
        crop varchar(40) NOT NULL,
        variety varchar(200) NOT NULL,
        variety_name jsonb NOT NULL,
        seed_class varchar(20) NOT NULL CHECK (seed_class IN ('foundation', 'certified')),
        bag_grams integer NOT NULL CHECK (bag_grams > 0),
        bags integer NOT NULL CHECK (bags >= 0),
        version integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (counter_id, season, crop, variety, seed_class, bag_grams)
      )`);
    await queryRunner.query('CREATE INDEX stock_lines_season ON sales.stock_lines (season, crop)');
    await queryRunner.query(`
      CREATE TABLE sales.stock_changes (
        id bigserial PRIMARY KEY,
        line_id uuid NOT NULL REFERENCES sales.stock_lines (id),
        at timestamptz NOT NULL DEFAULT now(),
        admin_id varchar(100),
        admin_name varchar(200) NOT NULL,
        reason varchar(20) NOT NULL CHECK (reason IN ('received', 'sold', 'transferred', 'correction')),
        before integer NOT NULL CHECK (before >= 0),
        after integer NOT NULL CHECK (after >= 0),
        note varchar(500)
      )`);
    await queryRunner.query('CREATE INDEX stock_changes_line ON sales.stock_changes (line_id, id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE sales.stock_changes');
    await queryRunner.query('DROP TABLE sales.stock_lines');
  }
}
