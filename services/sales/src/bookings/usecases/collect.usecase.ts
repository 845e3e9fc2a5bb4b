import { Injectable } from '@nestjs/common';
import { ActivityPublisher, ApiError, currentRequestOrigin, isRecordKey } from '@seedcorp/libs';
import {
  BOOKING_MESSAGES,
  BOOKING_RECORD_TYPE,
  isPickupCodeForm,
  normalisedPickupCode,
  STOCK_LINE_RECORD_TYPE,
  type BookingAtCounter,
  type CollectRequest,
  type CollectResult,
} from '@seedcorp/contracts';
import { SaleCounter } from '../../counters/sale-counter.entity';
import { ensureMayKeep } from '../../operators/operator-scope';
import { StockChange } from '../../stock/stock-change.entity';
import { StockLine } from '../../stock/stock-line.entity';
import { Booking } from '../booking.entity';
import { atCounter, describeBooking } from '../booking-views';
import { BookingsRepository } from '../bookings.repository';
import { PickupAttempts } from '../pickup-attempts';

const STATE_REFUSALS: Record<Exclude<Booking['state'], 'booked'>, string> = {
  collected: BOOKING_MESSAGES.codeCollected,
  cancelled: BOOKING_MESSAGES.codeCancelled,
  expired: BOOKING_MESSAGES.codeExpired,
};

/**
 * At the counter: the operator opens a booking by its pickup code (typed or scanned) and records its collection. The
 * reservation becomes a sale in one transaction: the booking leaves `booked` (only if still there and not past its
 * date), the line's bags on hand fall by the bags handed over and its reservation by the bags booked, and the line's
 * history records the sale.
 */
@Injectable()
export class CollectUseCase {
  constructor(
    private readonly repository: BookingsRepository,
    private readonly attempts: PickupAttempts,
    private readonly activity: ActivityPublisher,
  ) {}

  async find(rawCode: string, counterKey: string, now = new Date()): Promise<BookingAtCounter> {
    const manager = this.repository.manager;
    await ensureMayKeep(manager, counterKey);
    const adminId = currentRequestOrigin()?.admin?.id ?? '';
    await this.attempts.refuseWhileBlocked(adminId);
    const code = normalisedPickupCode(rawCode);
    const booking = isPickupCodeForm(code) ? await manager.findOneBy(Booking, { code }) : null;
    if (!booking) {
      await this.attempts.countFailure(adminId);
      throw ApiError.badRequest(isPickupCodeForm(code) ? BOOKING_MESSAGES.codeUnknown : BOOKING_MESSAGES.codeForm);
    }
    if (booking.counterId !== counterKey) {
      await this.attempts.countFailure(adminId);
      const counter = await manager.findOneBy(SaleCounter, { id: booking.counterId });
      throw ApiError.badRequest(BOOKING_MESSAGES.otherCounter(counter?.name.en ?? booking.counterId), {
        counterKey: booking.counterId,
        counterName: counter?.name,
      });
    }
    this.refuseClosed(booking, now);
    return atCounter(booking);
  }

  async collect(request: CollectRequest, now = new Date()): Promise<CollectResult> {
    const manager = this.repository.manager;
    await ensureMayKeep(manager, request.counterKey);
    const found = isRecordKey(request.key) ? await manager.findOneBy(Booking, { id: request.key }) : null;
    if (!found) throw ApiError.notFound(BOOKING_MESSAGES.bookingNotFound);
    if (found.counterId !== request.counterKey) {
      const counter = await manager.findOneBy(SaleCounter, { id: found.counterId });
      throw ApiError.badRequest(BOOKING_MESSAGES.otherCounter(counter?.name.en ?? found.counterId));
    }
    if (request.bagsHandedOver > found.bags) throw ApiError.badRequest(BOOKING_MESSAGES.handedOver);
    const admin = currentRequestOrigin()?.admin;
    const receipt = request.receiptNumber.trim();
    const result = await manager.transaction(async (tx) => {
      await ensureMayKeep(tx, request.counterKey, true);
      const moved = await this.repository.move(tx, found.id, 'collect', {
        set: {
          bags_handed_over: request.bagsHandedOver,
          receipt_number: receipt,
          collected_by: admin?.name ?? admin?.id ?? null,
        },
        condition: 'counter_id = $1 AND expires_at > $2',
        values: [request.counterKey, now],
      });
      if (!moved) return undefined;
      const line = await tx.findOneOrFail(StockLine, {
        where: { id: moved.lineId },
        lock: { mode: 'pessimistic_write' },
      });
      const after = line.bags - request.bagsHandedOver;
      await tx.update(
        StockLine,
        { id: line.id },
        {
          bags: after,
          reserved: line.reserved - moved.bags,
          version: line.version + 1,
          reservedMoves: String(Number(line.reservedMoves) + 1),
        },
      );
      await tx.insert(StockChange, {
        lineId: line.id,
        at: now,
        adminId: admin?.id ?? null,
        adminName: admin?.name ?? admin?.id ?? 'Unknown',
        reason: 'sold',
        before: line.bags,
        after,
        note: `Booking ${moved.number} collected, receipt ${receipt}`,
      });
      return { moved, line, after };
    });
    if (!result) {
      const current = await manager.findOneByOrFail(Booking, { id: found.id });
      this.refuseClosed(current, now);
      throw ApiError.badRequest(BOOKING_MESSAGES.notBooked);
    }
    const { moved, line, after } = result;
    await this.activity.publish('Updated', `${describeBooking(moved)}: collected, receipt ${receipt}`, {
      record: { type: BOOKING_RECORD_TYPE, id: moved.id },
      changes: [
        { field: 'State', old: 'Booked', new: 'Collected' },
        { field: 'Bags handed over', old: null, new: String(request.bagsHandedOver) },
      ],
    });
    await this.activity.publish('Updated', `Stock: booking ${moved.number} collected`, {
      record: { type: STOCK_LINE_RECORD_TYPE, id: line.id },
      changes: [{ field: 'Bags on hand', old: String(line.bags), new: String(after) }],
    });
    return { booking: atCounter(moved), bagsOnHand: after };
  }

  /** A booking no longer open, or past its date though the expiry has not run yet, is said as such. */
  private refuseClosed(booking: Booking, now: Date): void {
    if (booking.state !== 'booked') throw ApiError.badRequest(STATE_REFUSALS[booking.state], { state: booking.state });
    if (new Date(booking.expiresAt) <= now)
      throw ApiError.badRequest(BOOKING_MESSAGES.codeExpired, { state: 'expired' });
  }
}
