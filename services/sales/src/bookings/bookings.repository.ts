import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { BOOKING_MOVES, type BookingMove } from '@seedcorp/contracts';
import { Booking } from './booking.entity';

/** A booking row as PostgreSQL's RETURNING gives it, mapped onto the entity's names. */
type BookingRow = Record<string, unknown>;

/** Every column, and the date to collect by as `YYYY-MM-DD` (the driver would make a date a local midnight). */
const BOOKING_COLUMNS = `*, to_char(collect_by, 'YYYY-MM-DD') AS collect_by_text`;

const fromRow = (row: BookingRow): Booking =>
  ({
    id: row.id,
    number: row.number,
    code: row.code,
    windowId: row.window_id,
    lineId: row.line_id,
    counterId: row.counter_id,
    season: row.season,
    crop: row.crop,
    varietyName: row.variety_name,
    seedClass: row.seed_class,
    bagGrams: row.bag_grams,
    bags: row.bags,
    acres: row.acres,
    farmerId: row.farmer_id,
    farmerName: row.farmer_name,
    farmerVillage: row.farmer_village,
    farmerDistrict: row.farmer_district,
    farmerRate: row.farmer_rate,
    pricePayable: row.price_payable,
    state: row.state,
    collectBy: row.collect_by_text,
    expiresAt: row.expires_at,
    bookedAt: row.booked_at,
    closedAt: row.closed_at,
    bagsHandedOver: row.bags_handed_over,
    receiptNumber: row.receipt_number,
    collectedBy: row.collected_by,
    farmerErasedAt: row.farmer_erased_at,
  }) as Booking;

/** PostgreSQL's date comes back as text in `YYYY-MM-DD` (the data source's setting); the entity says so. */
export type NewBooking = Omit<
  Booking,
  'closedAt' | 'bagsHandedOver' | 'receiptNumber' | 'collectedBy' | 'farmerErasedAt'
>;

/**
 * The SQL of bookings, in one place: the reservation that is the stock check, the moves out of `booked` (each one
 * conditional update, so a booking leaves `booked` once whatever races it), and what a farmer already holds.
 */
@Injectable()
export class BookingsRepository {
  constructor(@InjectRepository(Booking) readonly bookings: Repository<Booking>) {}

  get manager(): EntityManager {
    return this.bookings.manager;
  }

  /** Bags free to book on a line: on hand less reserved. */
  async available(manager: EntityManager, lineId: string): Promise<number> {
    const [row] = (await manager.query('SELECT bags - reserved AS available FROM sales.stock_lines WHERE id = $1', [
      lineId,
    ])) as { available: number }[];
    return row?.available ?? 0;
  }

  /**
   * Reserves the bags and writes the booking and its slip notice in one statement, which is the stock check: the
   * line's conditional update takes its row lock and sees every committed reservation, so bags are never reserved
   * beyond those on hand whatever the concurrency, on any replica. False when not enough bags are left.
   */
  async reserveAndInsert(
    manager: EntityManager,
    booking: NewBooking,
    notice: { id: string; values: Record<string, string> },
  ): Promise<boolean> {
    const rows = (await manager.query(
      `WITH reserved AS (
         UPDATE sales.stock_lines SET reserved = reserved + $11, reserved_moves = reserved_moves + 1
          WHERE id = $5 AND bags - reserved >= $11
          RETURNING id
       ), booked AS (
         INSERT INTO sales.bookings (id, number, code, window_id, line_id, counter_id, season, crop, variety_name,
                seed_class, bag_grams, bags, acres, farmer_id, farmer_name, farmer_village, farmer_district,
                farmer_rate, price_payable, state, collect_by, expires_at, booked_at)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $12, $11, $13, $14, $15, $16, $17, $18, $19, 'booked',
                $20, $21, $22
           FROM reserved
         RETURNING id
       )
       INSERT INTO sales.booking_notices (id, booking_id, farmer_id, kind, "values", created_at)
       SELECT $23, id, $14, 'booked', $24, $22 FROM booked
       RETURNING booking_id`,
      [
        booking.id,
        booking.number,
        booking.code,
        booking.windowId,
        booking.lineId,
        booking.counterId,
        booking.season,
        booking.crop,
        JSON.stringify(booking.varietyName),
        booking.seedClass,
        booking.bags,
        booking.bagGrams,
        booking.acres,
        booking.farmerId,
        booking.farmerName,
        booking.farmerVillage,
        booking.farmerDistrict,
        booking.farmerRate,
        booking.pricePayable,
        booking.collectBy,
        booking.expiresAt,
        booking.bookedAt,
        notice.id,
        JSON.stringify(notice.values),
      ],
    )) as unknown[];
    return rows.length === 1;
  }

  /** Returns bags to the bookable stock at once (a cancellation, an expiry). */
  async release(manager: EntityManager, lineId: string, bags: number): Promise<void> {
    await manager.query(
      'UPDATE sales.stock_lines SET reserved = reserved - $2, reserved_moves = reserved_moves + 1 WHERE id = $1',
      [lineId, bags],
    );
  }

  /**
   * Moves a booking out of `booked` (`BOOKING_MOVES`), only if it is still there and `condition` holds: the one
   * statement that decides which of a collection, a cancellation and an expiry happens. The booking as moved, or
   * undefined when another move came first (or the condition failed).
   */
  async move(
    manager: EntityManager,
    id: string,
    move: BookingMove,
    {
      set = {},
      condition = 'TRUE',
      values = [],
    }: { set?: Record<string, unknown>; condition?: string; values?: unknown[] } = {},
  ): Promise<Booking | undefined> {
    const { from, to } = BOOKING_MOVES[move];
    const columns = Object.keys(set);
    const params = [id, from, to, ...Object.values(set), ...values];
    const assignments = columns.map((column, index) => `, ${column} = $${index + 4}`).join('');
    const shifted = condition.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + 3 + columns.length}`);
    const [rows] = (await manager.query(
      `UPDATE sales.bookings SET state = $3, closed_at = now()${assignments}
        WHERE id = $1 AND state = $2 AND (${shifted})
        RETURNING ${BOOKING_COLUMNS}`,
      params,
    )) as [BookingRow[], number];
    return rows[0] ? fromRow(rows[0]) : undefined;
  }

  /** Bookings past their date to collect, locked for this expiry run; those another run holds are skipped. */
  async lockDue(manager: EntityManager, now: Date, limit: number): Promise<Booking[]> {
    const rows = (await manager.query(
      `SELECT ${BOOKING_COLUMNS} FROM sales.bookings WHERE state = 'booked' AND expires_at <= $1
        ORDER BY expires_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [now, limit],
    )) as BookingRow[];
    return rows.map(fromRow);
  }

  /** Grams and bags the farmer holds (booked or collected) of a crop in a season. */
  async held(
    manager: EntityManager,
    farmerId: string,
    season: string,
    crop: string,
  ): Promise<{ bags: number; grams: number }> {
    const [row] = (await manager.query(
      `SELECT coalesce(sum(coalesce(bags_handed_over, bags)), 0)::int AS bags,
              coalesce(sum(coalesce(bags_handed_over, bags)::bigint * bag_grams), 0)::bigint AS grams
         FROM sales.bookings
        WHERE farmer_id = $1 AND season = $2 AND crop = $3 AND state IN ('booked', 'collected')`,
      [farmerId, season, crop],
    )) as { bags: number; grams: string }[];
    return { bags: row.bags, grams: Number(row.grams) };
  }

  /** The farmer's bookings that expired uncollected, by season. */
  async noShows(manager: EntityManager, farmerId: string): Promise<{ season: string; count: number }[]> {
    return (await manager.query(
      `SELECT season, count(*)::int AS count FROM sales.bookings
        WHERE farmer_id = $1 AND state = 'expired' GROUP BY season ORDER BY season`,
      [farmerId],
    )) as { season: string; count: number }[];
  }

  /** `BK-2026-000123`: the year booked and a number no other booking has. */
  async nextNumber(manager: EntityManager, now: Date): Promise<string> {
    const [row] = (await manager.query("SELECT nextval('sales.booking_numbers') AS n")) as { n: string }[];
    return `BK-${now.getUTCFullYear()}-${row.n.padStart(6, '0')}`;
  }
}
