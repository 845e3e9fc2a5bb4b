import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ActivityPublisher, ApiError, isRecordKey, type FarmerClaims } from '@seedcorp/libs';
import {
  BOOKING_MESSAGES,
  BOOKING_RECORD_TYPE,
  BOOKING_REFUSALS,
  bagsAllowed,
  endOfIndiaDate,
  farmerRateOf,
  findFieldCrop,
  indiaDate,
  indiaDatePlus,
  pricePayable,
  type BookingSlip,
  type BookRequest,
} from '@seedcorp/contracts';
import { BookingWindow, BookingWindowCounter } from '../../booking-windows/booking-window.entity';
import { isWindowOpen, limitOf } from '../../booking-windows/booking-window-items';
import { SaleCounter } from '../../counters/sale-counter.entity';
import { SeedCatalogueClient } from '../../stock/seed-catalogue.client';
import { StockLine } from '../../stock/stock-line.entity';
import { Booking } from '../booking.entity';
import { BookingNotices } from '../booking-notices';
import { describeBooking, slipOf } from '../booking-views';
import { BookingsRepository, type NewBooking } from '../bookings.repository';
import { BookingGate } from '../booking-gate';
import { bookingFarmer, farmerRefusal } from '../farmer-refusal';
import { newPickupCode } from '../pickup-code';

const UNIQUE_VIOLATION = '23505';

const noneOrFew = (left: number) => (left <= 0 ? BOOKING_REFUSALS.noneLeft : BOOKING_REFUSALS.fewLeft(left));

/**
 * A farmer books bags of a stock line in an open window, within their limit and the bags left. Everything is checked
 * again inside one transaction that holds the farmer (one booking of theirs at a time), the window and the counter
 * (neither closes meanwhile); the reservation itself is the stock check (`BookingsRepository.reserveAndInsert`).
 */
@Injectable()
export class BookUseCase {
  constructor(
    private readonly repository: BookingsRepository,
    private readonly catalogue: SeedCatalogueClient,
    private readonly notices: BookingNotices,
    private readonly gate: BookingGate,
    private readonly activity: ActivityPublisher,
  ) {}

  async execute(claims: FarmerClaims, request: BookRequest, now = new Date()): Promise<BookingSlip> {
    const farmer = bookingFarmer(claims);
    const manager = this.repository.manager;
    const window = isRecordKey(request.windowKey)
      ? await manager.findOneBy(BookingWindow, { id: request.windowKey })
      : null;
    if (!window) throw ApiError.notFound(BOOKING_MESSAGES.windowNotFound);
    if (!isWindowOpen(window, now)) throw farmerRefusal(BOOKING_REFUSALS.windowClosed);
    const line = isRecordKey(request.lineKey) ? await manager.findOneBy(StockLine, { id: request.lineKey }) : null;
    if (!line || line.season !== window.season || line.crop !== window.crop) {
      throw farmerRefusal(BOOKING_REFUSALS.lineNotFound);
    }
    const limit = limitOf(window);
    if (limit.kind === 'perAcre') {
      if (request.acres === undefined) throw farmerRefusal(BOOKING_REFUSALS.acresRequired);
      if (request.acres > limit.maxAcres) throw farmerRefusal(BOOKING_REFUSALS.acresOverMax(limit.maxAcres));
    }
    // Seen before any lock: most refusals of a sold-out line cost one read.
    const available = await this.repository.available(manager, line.id);
    if (available < request.bags) throw farmerRefusal(noneOrFew(available), Math.max(0, available));
    const rate = await this.rateOf(line);
    const booking = await this.gate.run(() =>
      manager.transaction((tx) => this.book(tx, { farmer, window, line, request, rate, now })),
    );
    await this.activity.publish('Created', describeBooking(booking), {
      record: { type: BOOKING_RECORD_TYPE, id: booking.id },
      changes: [{ field: 'State', old: null, new: 'Booked' }],
    });
    this.notices.sendSoon();
    return slipOf(manager, booking);
  }

  private async book(
    tx: EntityManager,
    context: {
      farmer: ReturnType<typeof bookingFarmer>;
      window: BookingWindow;
      line: StockLine;
      request: BookRequest;
      rate: number | null;
      now: Date;
    },
  ): Promise<Booking> {
    const { farmer, line, request, rate, now } = context;
    // One booking of a farmer at a time, on every replica: their limit is counted with nothing of theirs in flight.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`booking-farmer:${farmer.id}`]);
    const window = await tx.findOne(BookingWindow, {
      where: { id: context.window.id },
      lock: { mode: 'pessimistic_read' },
    });
    if (!window || !isWindowOpen(window, now)) throw farmerRefusal(BOOKING_REFUSALS.windowClosed);
    const taking = await tx.findOneBy(BookingWindowCounter, { windowId: window.id, counterId: line.counterId });
    if (!taking) throw farmerRefusal(BOOKING_REFUSALS.counterNotInWindow);
    const counter = await tx.findOne(SaleCounter, {
      where: { id: line.counterId },
      lock: { mode: 'pessimistic_read' },
    });
    if (!counter || counter.closed) throw farmerRefusal(BOOKING_REFUSALS.counterClosed);

    if (window.noShowLimit !== null) {
      const noShows = (await this.repository.noShows(tx, farmer.id)).find((row) => row.season === window.season);
      if ((noShows?.count ?? 0) >= window.noShowLimit) {
        throw farmerRefusal(BOOKING_REFUSALS.noShows(noShows?.count ?? 0), 0, 403);
      }
    }
    const limit = limitOf(window);
    const held = await this.repository.held(tx, farmer.id, window.season, window.crop);
    const left =
      limit.kind === 'bags'
        ? limit.bags - held.bags
        : Math.floor((bagsAllowed(limit, 1, request.acres) * 1000 - held.grams) / line.bagGrams);
    if (request.bags > left) throw farmerRefusal(BOOKING_REFUSALS.overLimit(Math.max(0, left)), Math.max(0, left));

    const collectBy = indiaDatePlus(indiaDate(now), window.collectWithinDays);
    const number = await this.repository.nextNumber(tx, now);
    const booking: NewBooking = {
      id: randomUUID(),
      number,
      code: newPickupCode(),
      windowId: window.id,
      lineId: line.id,
      counterId: counter.id,
      season: window.season,
      crop: window.crop,
      varietyName: line.varietyName,
      seedClass: line.seedClass,
      bagGrams: line.bagGrams,
      bags: request.bags,
      acres: request.acres === undefined ? null : String(request.acres),
      farmerId: farmer.id,
      farmerName: farmer.name,
      farmerVillage: farmer.village,
      farmerDistrict: farmer.district,
      farmerRate: rate === null ? null : String(rate),
      pricePayable: pricePayable(rate, request.bags, line.bagGrams / 1000),
      state: 'booked',
      collectBy,
      expiresAt: endOfIndiaDate(collectBy),
      bookedAt: now,
    };
    const values = {
      number,
      code: booking.code,
      bags: String(request.bags),
      variety: line.varietyName.en,
      varietyHi: line.varietyName.hi,
      counter: counter.name.en,
      counterHi: counter.name.hi,
      date: collectBy,
    };
    // A code drawn twice (about one in 10^11 per pair) meets the unique index: the booking is tried once more.
    const inserted = await this.insert(tx, booking, values);
    if (!inserted) {
      const available = await this.repository.available(tx, line.id);
      throw farmerRefusal(noneOrFew(available), Math.max(0, available));
    }
    return (await tx.findOneByOrFail(Booking, { id: booking.id })) as Booking;
  }

  private async insert(tx: EntityManager, booking: NewBooking, values: Record<string, string>): Promise<boolean> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await tx.query('SAVEPOINT pickup_code');
        const reserved = await this.repository.reserveAndInsert(tx, booking, { id: randomUUID(), values });
        await tx.query('RELEASE SAVEPOINT pickup_code');
        return reserved;
      } catch (error) {
        const code = (error as { driverError?: { code?: string; constraint?: string } }).driverError;
        if (attempt > 2 || code?.code !== UNIQUE_VIOLATION || code.constraint !== 'bookings_code_key') throw error;
        await tx.query('ROLLBACK TO SAVEPOINT pickup_code');
        booking.code = newPickupCode();
        values.code = booking.code;
      }
    }
  }

  /** The farmer's rate from the season's rate list in force; none while the catalogue cannot be read. */
  private async rateOf(line: StockLine): Promise<number | null> {
    const catalogue = await this.catalogue.catalogue().catch(() => undefined);
    const rows = catalogue?.rateLists.find((list) => list.season === line.season)?.rows ?? [];
    const cropName = findFieldCrop(line.crop)?.name ?? { en: line.crop, hi: line.crop };
    return farmerRateOf(rows, cropName, line.varietyName.en);
  }
}
