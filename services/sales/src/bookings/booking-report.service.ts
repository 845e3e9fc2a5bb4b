import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { ApiError, isRecordKey } from '@seedcorp/libs';
import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  BOOKING_STATE_NAMES,
  BOOKING_STATES,
  CSV_BYTE_ORDER_MARK,
  csvLine,
  endOfIndiaDate,
  findFieldCrop,
  indiaDate,
  indiaDatePlus,
  isIndiaDate,
  textCellForSpreadsheet,
  type BookingReport,
  type BookingReportRequest,
  type BookingState,
  type BookingTodayCounts,
  type ExportedBookingCsv,
} from '@seedcorp/contracts';
import { SaleCounter } from '../counters/sale-counter.entity';
import { countersKeptBy, ensureMayKeep, operatorOfRequest } from '../operators/operator-scope';
import { BookingsRepository } from './bookings.repository';

const CSV_COLUMNS = ['Day', 'Counter', 'Crop', 'Variety', 'State', 'Bookings', 'Bags'];

/**
 * The corporation's view of bookings: by counter, day booked, variety and state, for a span of India dates; a counter
 * operator sees their own counters only. The CSV keeps names from being read as formulas by a spreadsheet.
 */
@Injectable()
export class BookingReportService {
  constructor(private readonly repository: BookingsRepository) {}

  async report(request: BookingReportRequest): Promise<BookingReport> {
    const manager = this.repository.manager;
    const { from, to } = request;
    if (!isIndiaDate(from) || !isIndiaDate(to) || to < from || indiaDatePlus(from, BOOKING_LIMITS.reportDaysMax) < to) {
      throw ApiError.badRequest(BOOKING_MESSAGES.reportDates);
    }
    if (request.state !== undefined && !BOOKING_STATES.includes(request.state)) {
      throw ApiError.badRequest(BOOKING_MESSAGES.state);
    }
    const counters = await this.countersAsked(request.counterKey);
    const rows = (await manager.query(
      `SELECT to_char(booked_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day, counter_id AS "counterKey",
              crop, variety_name->>'en' AS variety, min(variety_name::text) AS "varietyName", state,
              count(*)::int AS bookings, sum(coalesce(bags_handed_over, bags))::int AS bags
         FROM sales.bookings
        WHERE booked_at >= ($1::date)::timestamp AT TIME ZONE 'Asia/Kolkata'
          AND booked_at < ($2::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'
          AND ($3::uuid[] IS NULL OR counter_id = ANY($3))
          AND ($4::text IS NULL OR state = $4)
        GROUP BY day, counter_id, crop, variety_name->>'en', state
        ORDER BY day, counter_id, crop, variety, state`,
      [from, to, counters, request.state ?? null],
    )) as {
      day: string;
      counterKey: string;
      crop: string;
      variety: string;
      varietyName: string;
      state: BookingState;
      bookings: number;
      bags: number;
    }[];
    const ids = [...new Set(rows.map((row) => row.counterKey))];
    const names = new Map(
      (ids.length ? await manager.find(SaleCounter, { where: { id: In(ids) } }) : []).map((c) => [c.id, c.name]),
    );
    const totals = Object.fromEntries(
      BOOKING_STATES.map((state) => [state, { bookings: 0, bags: 0 }]),
    ) as BookingReport['totals'];
    for (const row of rows) {
      totals[row.state].bookings += row.bookings;
      totals[row.state].bags += row.bags;
    }
    return {
      rows: rows.map((row) => ({
        day: row.day,
        counterKey: row.counterKey,
        counterName: names.get(row.counterKey) ?? { en: row.counterKey, hi: row.counterKey },
        crop: row.crop,
        variety: JSON.parse(row.varietyName) as { en: string; hi: string },
        state: row.state,
        bookings: row.bookings,
        bags: row.bags,
      })),
      totals,
    };
  }

  async exportCsv(request: BookingReportRequest): Promise<ExportedBookingCsv> {
    const report = await this.report(request);
    const lines = [
      csvLine(CSV_COLUMNS),
      ...report.rows.map((row) =>
        csvLine([
          row.day,
          textCellForSpreadsheet(row.counterName.en),
          textCellForSpreadsheet(findFieldCrop(row.crop)?.name.en ?? row.crop),
          textCellForSpreadsheet(row.variety.en),
          BOOKING_STATE_NAMES[row.state].en,
          String(row.bookings),
          String(row.bags),
        ]),
      ),
    ];
    return {
      fileName: `bookings-${request.from}-to-${request.to}.csv`,
      csv: `${CSV_BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`,
    };
  }

  /** Today's bookings made and collections recorded (India date), for the dashboard. */
  async todayCounts(now = new Date()): Promise<BookingTodayCounts> {
    const day = indiaDate(now);
    const [row] = (await this.repository.manager.query(
      `SELECT count(*) FILTER (WHERE booked_at >= $1)::int AS booked,
              count(*) FILTER (WHERE state = 'collected' AND closed_at >= $1)::int AS collected
         FROM sales.bookings WHERE booked_at >= $1 OR closed_at >= $1`,
      [endOfIndiaDate(indiaDatePlus(day, -1))],
    )) as { booked: number; collected: number }[];
    return { day, booked: row.booked, collected: row.collected };
  }

  /** The counters a report covers: the one asked (an operator's own), an operator's all, or every counter (null). */
  private async countersAsked(counterKey?: string): Promise<string[] | null> {
    const manager = this.repository.manager;
    if (counterKey !== undefined) {
      if (!isRecordKey(counterKey)) throw ApiError.badRequest(BOOKING_MESSAGES.counterRequired);
      await ensureMayKeep(manager, counterKey);
      return [counterKey];
    }
    const operator = operatorOfRequest();
    return operator === undefined ? null : countersKeptBy(manager, operator);
  }
}
