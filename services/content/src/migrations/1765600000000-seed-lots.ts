import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The seed lots a farmer checks a bag against: each identified by the letters and digits of its number (`lot_key`),
 * found by it in one index lookup however many lots are kept. Percentages keep two decimals; bag sizes are whole
 * grams, as the stock lines keep them.
 */
export class SeedLots1765600000000 implements MigrationInterface {
  name = 'SeedLots1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE content.seed_lots (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        lot_key varchar(32) NOT NULL UNIQUE,
        lot_number varchar(40) NOT NULL,
        crop varchar(40) NOT NULL,
        variety jsonb NOT NULL,
        seed_class varchar(20) NOT NULL CHECK (seed_class IN ('foundation', 'certified')),
        season varchar(20) NOT NULL,
        plant varchar(20) NOT NULL
          CHECK (plant IN ('umri', 'hisar', 'sirsa', 'yamuna-nagar', 'tohana', 'pataudi')),
        processed_on date NOT NULL,
        tested_on date NOT NULL CHECK (tested_on >= processed_on),
        germination numeric(5, 2) NOT NULL CHECK (germination BETWEEN 0 AND 100),
        purity numeric(5, 2) NOT NULL CHECK (purity BETWEEN 0 AND 100),
        moisture numeric(5, 2) NOT NULL CHECK (moisture BETWEEN 0 AND 100),
        valid_until date NOT NULL CHECK (valid_until > tested_on),
        certification_agency varchar(120) NOT NULL,
        tag_series varchar(80) NOT NULL,
        bags integer NOT NULL CHECK (bags > 0),
        bag_grams integer NOT NULL CHECK (bag_grams > 0),
        withdrawn_at timestamptz,
        withdrawal_reason jsonb,
        load_id uuid,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((withdrawn_at IS NULL) = (withdrawal_reason IS NULL))
      )`);
    await queryRunner.query('CREATE INDEX seed_lots_newest ON content.seed_lots (created_at DESC, id)');
    await queryRunner.query(
      'CREATE INDEX seed_lots_withdrawn ON content.seed_lots (withdrawn_at DESC) WHERE withdrawn_at IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE content.seed_lots');
  }
}
