import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, MoreThanOrEqual, type EntityManager, type Repository } from 'typeorm';
import { ActivityPublisher, ApiError, findPage, isRecordKey, type PageRequest } from '@seedcorp/libs';
import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  BOOKING_WINDOW_RECORD_TYPE,
  indiaDate,
  parseSeason,
  seasonName,
  stockSeasons,
  type BookingWindowForm,
  type BookingWindowItem,
  type Paged,
  type PublicBookingWindow,
  type SeasonName,
  type UpdateBookingWindowRequest,
} from '@seedcorp/contracts';
import { SaleCounter } from '../counters/sale-counter.entity';
import { BookingWindow, BookingWindowCounter } from './booking-window.entity';
import { windowItems } from './booking-window-items';

/** The form passed the contract's rules: what the row holds. */
function rowOf(
  form: BookingWindowForm,
): Omit<BookingWindow, 'id' | 'closedAt' | 'version' | 'createdAt' | 'updatedAt'> {
  return {
    season: seasonName(parseSeason(form.season) as SeasonName),
    crop: form.crop,
    opensOn: form.opensOn,
    closesOn: form.closesOn,
    limitKind: form.limitKind,
    maxBags: form.limitKind === 'bags' ? (form.maxBags ?? null) : null,
    kgPerAcre: form.limitKind === 'perAcre' ? String(form.kgPerAcre) : null,
    maxAcres: form.limitKind === 'perAcre' ? String(form.maxAcres) : null,
    collectWithinDays: form.collectWithinDays ?? BOOKING_LIMITS.collectWithinDaysDefault,
    noShowLimit: form.noShowLimit ?? null,
  };
}

const describe = (item: BookingWindowItem) =>
  `Booking window: ${item.cropName.en}, ${item.season}, ${item.opensOn} to ${item.closesOn}`;

/**
 * Publishers open booking for a season and crop at some counters, change it and close it; the booking page reads the
 * windows not yet over. Two windows of one crop and season never overlap, so a booking has one set of rules.
 */
@Injectable()
export class BookingWindowsService {
  constructor(
    @InjectRepository(BookingWindow) private readonly windows: Repository<BookingWindow>,
    private readonly activity: ActivityPublisher,
  ) {}

  list(page: PageRequest): Promise<Paged<BookingWindowItem>> {
    return findPage(this.windows, page, { order: { opensOn: 'DESC', id: 'ASC' } }, (rows) =>
      windowItems(this.windows.manager, rows),
    );
  }

  /** Every window not closed and not yet over, soonest first: what the booking page shows. */
  async listPublic(now = new Date()): Promise<PublicBookingWindow[]> {
    const rows = await this.windows.find({
      where: { closedAt: IsNull(), closesOn: MoreThanOrEqual(indiaDate(now)) },
      order: { opensOn: 'ASC', id: 'ASC' },
    });
    return (await windowItems(this.windows.manager, rows, now)).map(
      ({ version: _version, updatedAt: _updatedAt, ...window }) => window,
    );
  }

  async create(form: BookingWindowForm, now = new Date()): Promise<BookingWindowItem> {
    const item = await this.windows.manager.transaction(async (manager) => {
      const id = randomUUID();
      const row = await this.checked(manager, form, now);
      await manager.insert(BookingWindow, { id, ...row, closedAt: null, version: 1 });
      await manager.insert(
        BookingWindowCounter,
        [...new Set(form.counterKeys)].map((counterId) => ({ windowId: id, counterId })),
      );
      return this.item(manager, id);
    });
    await this.activity.publish('Created', describe(item), {
      record: { type: BOOKING_WINDOW_RECORD_TYPE, id: item.key },
    });
    return item;
  }

  async update(request: UpdateBookingWindowRequest, now = new Date()): Promise<BookingWindowItem> {
    const item = await this.windows.manager.transaction(async (manager) => {
      const current = await this.locked(manager, request.key);
      if (current.version !== request.version) throw new ApiError(409, BOOKING_MESSAGES.windowStale);
      const row = await this.checked(manager, request, now, current.id);
      await manager.update(BookingWindow, { id: current.id }, { ...row, version: current.version + 1 });
      await manager.delete(BookingWindowCounter, { windowId: current.id });
      await manager.insert(
        BookingWindowCounter,
        [...new Set(request.counterKeys)].map((counterId) => ({ windowId: current.id, counterId })),
      );
      return this.item(manager, current.id);
    });
    await this.activity.publish('Updated', describe(item), {
      record: { type: BOOKING_WINDOW_RECORD_TYPE, id: item.key },
    });
    return item;
  }

  /** Closed at once: no booking is taken in it from now; bookings made stay, to be collected. */
  async close(key: string): Promise<BookingWindowItem> {
    const item = await this.windows.manager.transaction(async (manager) => {
      const current = await this.locked(manager, key);
      if (current.closedAt === null) {
        await manager.update(BookingWindow, { id: current.id }, { closedAt: new Date(), version: current.version + 1 });
      }
      return this.item(manager, current.id);
    });
    await this.activity.publish('Updated', `${describe(item)}: closed`, {
      record: { type: BOOKING_WINDOW_RECORD_TYPE, id: item.key },
      changes: [{ field: 'Booking', old: 'Open', new: 'Closed' }],
    });
    return item;
  }

  /** What only the service can see is wrong: the season not current or next, a counter unknown, an overlap. */
  private async checked(manager: EntityManager, form: BookingWindowForm, now: Date, self?: string) {
    const row = rowOf(form);
    if (!stockSeasons(now).includes(row.season)) throw ApiError.badRequest(BOOKING_MESSAGES.season);
    const keys = [...new Set(form.counterKeys)];
    if (!keys.every(isRecordKey)) throw ApiError.badRequest(BOOKING_MESSAGES.unknownCounter);
    const found = await manager.count(SaleCounter, { where: { id: In(keys) } });
    if (found !== keys.length) throw ApiError.badRequest(BOOKING_MESSAGES.unknownCounter);
    // Serialises windows of one crop and season, so two overlapping ones cannot both pass this check.
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`booking-window:${row.season}:${row.crop}`]);
    const [overlap] = (await manager.query(
      `SELECT 1 FROM sales.booking_windows
        WHERE season = $1 AND crop = $2 AND closed_at IS NULL AND opens_on <= $4 AND closes_on >= $3
          AND ($5::uuid IS NULL OR id <> $5)
        LIMIT 1`,
      [row.season, row.crop, row.opensOn, row.closesOn, self ?? null],
    )) as unknown[];
    if (overlap) throw ApiError.badRequest(BOOKING_MESSAGES.overlapping);
    return row;
  }

  private async locked(manager: EntityManager, key: string): Promise<BookingWindow> {
    const window = isRecordKey(key)
      ? await manager.findOne(BookingWindow, { where: { id: key }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!window) throw ApiError.notFound(BOOKING_MESSAGES.windowNotFound);
    return window;
  }

  private async item(manager: EntityManager, id: string): Promise<BookingWindowItem> {
    const [item] = await windowItems(manager, [await manager.findOneByOrFail(BookingWindow, { id })]);
    return item;
  }
}
