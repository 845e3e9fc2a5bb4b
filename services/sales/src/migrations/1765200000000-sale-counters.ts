import type { MigrationInterface, QueryRunner } from 'typeorm';
import { readSeedFile } from '@seedcorp/libs';
import { CONTENT_PLACEHOLDER, type Bilingual } from '@seedcorp/contracts';

/** The rows of the site's first sale-counter table: the counters the service starts with. */
export const SALE_COUNTERS_SEED_FILE = 'sales/sale-counters.json';

type SeedText = string | Partial<Bilingual>;

interface SeededCounterRow {
  unit: SeedText;
  name: SeedText;
  official: SeedText;
  designation: SeedText;
  mobile: SeedText;
  address: SeedText;
}

/** A plain seed cell is one text for both languages: the placeholder is the same in each. */
const bilingual = (text: SeedText | undefined): Bilingual =>
  typeof text === 'string' || text === undefined
    ? { en: text ?? CONTENT_PLACEHOLDER, hi: text ?? CONTENT_PLACEHOLDER }
    : { en: text.en ?? CONTENT_PLACEHOLDER, hi: text.hi ?? text.en ?? CONTENT_PLACEHOLDER };

/** Names and numbers are written once, as the corporation wrote them. */
const asWritten = (text: SeedText): string => (typeof text === 'string' ? text : (text.en ?? CONTENT_PLACEHOLDER));

/**
 * The sale counters as records, and the seven the corporation lists today, in the file's order. The seed gives no
 * district, location or opening hours: the district and location stay unknown and the hours are the placeholder,
 * so the public list never shows a blank.
 */
export class SaleCounters1765200000000 implements MigrationInterface {
  name = 'SaleCounters1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sales.sale_counters (
        id uuid PRIMARY KEY,
        regional_unit jsonb NOT NULL,
        name jsonb NOT NULL,
        district varchar(100),
        address jsonb NOT NULL,
        official varchar(200) NOT NULL,
        designation jsonb NOT NULL,
        mobile varchar(100) NOT NULL,
        opening_hours jsonb NOT NULL,
        latitude double precision,
        longitude double precision,
        closed boolean NOT NULL DEFAULT false,
        closed_at timestamptz,
        closed_reason varchar(500),
        position integer NOT NULL,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((latitude IS NULL) = (longitude IS NULL)),
        CHECK (closed = (closed_at IS NOT NULL))
      )`);
    await queryRunner.query('CREATE INDEX sale_counters_position ON sales.sale_counters (position, id)');
    const [table] = readSeedFile<{ key: string; rows: SeededCounterRow[] }[]>(SALE_COUNTERS_SEED_FILE);
    for (const [position, row] of table.rows.entries()) {
      await queryRunner.query(
        `INSERT INTO sales.sale_counters
           (id, regional_unit, name, district, address, official, designation, mobile, opening_hours, position)
         VALUES (gen_random_uuid(), $1, $2, NULL, $3, $4, $5, $6, $7, $8)`,
        [
          JSON.stringify(bilingual(row.unit)),
          JSON.stringify(bilingual(row.name)),
          JSON.stringify(bilingual(row.address)),
          asWritten(row.official),
          JSON.stringify(bilingual(row.designation)),
          asWritten(row.mobile),
          JSON.stringify(bilingual(undefined)),
          position,
        ],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE sales.sale_counters');
  }
}
