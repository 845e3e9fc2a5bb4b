import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Booking seed online. A stock line's `reserved` bags are held for bookings not yet collected: what a farmer may book
 * is `bags - reserved`, and the check keeps it never negative whatever the concurrency (a reservation is one
 * conditional update of the line). `reserved_moves` rises with every reservation and release, so the public stock's
 * stamp sees them without touching the line's `version`, which operators' saves are checked against.
 * A booking keeps the farmer by id, with their name, village and district as given when booking (for the counter),
 * emptied when they withdraw consent; its notices (the slip and expiry SMS) wait in an outbox sent by a timed job.
 */
export class Bookings1765500000000 implements MigrationInterface {
  name = 'Bookings1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE sales.stock_lines
        ADD COLUMN reserved integer NOT NULL DEFAULT 0,
        ADD COLUMN reserved_moves bigint NOT NULL DEFAULT 0,
        ADD CONSTRAINT stock_lines_reserved_on_hand CHECK (reserved >= 0 AND reserved <= bags)`);
    await queryRunner.query(`
      CREATE TABLE sales.booking_windows (
        id uuid PRIMARY KEY,
        season varchar(20) NOT NULL,
        crop varchar(40) NOT NULL,
        opens_on date NOT NULL,
        closes_on date NOT NULL,
        limit_kind varchar(10) NOT NULL CHECK (limit_kind IN ('bags', 'perAcre')),
        max_bags integer,
        kg_per_acre numeric(8, 2),
        max_acres numeric(8, 2),
        collect_within_days integer NOT NULL DEFAULT 3,
        no_show_limit integer,
        closed_at timestamptz,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT booking_windows_dates CHECK (closes_on >= opens_on),
        CONSTRAINT booking_windows_limit CHECK (
          (limit_kind = 'bags' AND max_bags > 0) OR (limit_kind = 'perAcre' AND kg_per_acre > 0 AND max_acres > 0)
        )
      )`);
    await queryRunner.query(`
      CREATE TABLE sales.booking_window_counters (
        window_id uuid NOT NULL REFERENCES sales.booking_windows (id) ON DELETE CASCADE,
        counter_id uuid NOT NULL REFERENCES sales.sale_counters (id),
        PRIMARY KEY (window_id, counter_id)
      )`);
    await queryRunner.query('CREATE SEQUENCE sales.booking_numbers');
    await queryRunner.query(`
      CREATE TABLE sales.bookings (
        id uuid PRIMARY KEY,
        number varchar(20) NOT NULL UNIQUE,
        code varchar(8) NOT NULL UNIQUE,
        window_id uuid NOT NULL REFERENCES sales.booking_windows (id),
        line_id uuid NOT NULL REFERENCES sales.stock_lines (id),
        counter_id uuid NOT NULL REFERENCES sales.sale_counters (id),
        season varchar(20) NOT NULL,
        crop varchar(40) NOT NULL,
        variety_name jsonb NOT NULL,
        seed_class varchar(20) NOT NULL,
        bag_grams integer NOT NULL,
        bags integer NOT NULL CHECK (bags > 0),
        acres numeric(8, 2),
        farmer_id uuid NOT NULL,
        farmer_name varchar(100),
        farmer_village varchar(100),
        farmer_district varchar(100),
        farmer_rate numeric(10, 2),
        price_payable integer,
        state varchar(10) NOT NULL CHECK (state IN ('booked', 'collected', 'cancelled', 'expired')),
        collect_by date NOT NULL,
        expires_at timestamptz NOT NULL,
        booked_at timestamptz NOT NULL,
        closed_at timestamptz,
        bags_handed_over integer,
        receipt_number varchar(50),
        collected_by varchar(200),
        farmer_erased_at timestamptz,
        CONSTRAINT bookings_closed CHECK ((state = 'booked') = (closed_at IS NULL)),
        CONSTRAINT bookings_handed_over CHECK (bags_handed_over IS NULL OR (bags_handed_over > 0 AND bags_handed_over <= bags))
      )`);
    await queryRunner.query('CREATE INDEX bookings_farmer ON sales.bookings (farmer_id, season)');
    await queryRunner.query(`CREATE INDEX bookings_due ON sales.bookings (expires_at) WHERE state = 'booked'`);
    await queryRunner.query('CREATE INDEX bookings_booked_at ON sales.bookings (booked_at)');
    await queryRunner.query('CREATE INDEX bookings_closed_at ON sales.bookings (closed_at)');
    await queryRunner.query(`
      CREATE TABLE sales.booking_notices (
        id uuid PRIMARY KEY,
        booking_id uuid NOT NULL REFERENCES sales.bookings (id),
        farmer_id uuid NOT NULL,
        kind varchar(10) NOT NULL CHECK (kind IN ('booked', 'expired')),
        "values" jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        sent_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        UNIQUE (booking_id, kind)
      )`);
    await queryRunner.query(
      'CREATE INDEX booking_notices_unsent ON sales.booking_notices (created_at) WHERE sent_at IS NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE sales.booking_notices');
    await queryRunner.query('DROP TABLE sales.bookings');
    await queryRunner.query('DROP SEQUENCE sales.booking_numbers');
    await queryRunner.query('DROP TABLE sales.booking_window_counters');
    await queryRunner.query('DROP TABLE sales.booking_windows');
    await queryRunner.query(`
      ALTER TABLE sales.stock_lines DROP CONSTRAINT stock_lines_reserved_on_hand,
        DROP COLUMN reserved_moves, DROP COLUMN reserved`);
  }
}
