import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ActivityPublisher } from '@seedcorp/libs';
import { BOOKING_RECORD_TYPE } from '@seedcorp/contracts';
import { BookingNotice, type Booking } from '../booking.entity';
import { describeBooking } from '../booking-views';
import { BookingsRepository } from '../bookings.repository';

/** Bookings expired in one transaction: a run dying midway loses at most this many, all rolled back together. */
const BATCH = 50;

/**
 * Bookings not collected by their date expire by themselves. Each batch is one transaction: the due bookings locked
 * (`SKIP LOCKED`: two replicas take different ones), each moved to `expired` only if still booked, their bags
 * released and the farmer's SMS written to the outbox. A replica killed midway leaves the batch as it was, for the
 * next run; nothing is released twice, nor a collected booking's bags.
 */
@Injectable()
export class ExpireUseCase {
  constructor(
    private readonly repository: BookingsRepository,
    private readonly activity: ActivityPublisher,
  ) {}

  /** Expires every due booking this replica can take; the number expired. */
  async expireDue(now = new Date()): Promise<number> {
    let total = 0;
    for (;;) {
      const expired = await this.expireBatch(now);
      for (const booking of expired) {
        await this.activity.publish('Updated', `${describeBooking(booking)}: expired uncollected`, {
          record: { type: BOOKING_RECORD_TYPE, id: booking.id },
          changes: [{ field: 'State', old: 'Booked', new: 'Expired' }],
        });
      }
      total += expired.length;
      if (expired.length < BATCH) return total;
    }
  }

  private expireBatch(now: Date): Promise<Booking[]> {
    return this.repository.manager.transaction(async (tx) => {
      const due = await this.repository.lockDue(tx, now, BATCH);
      const expired: Booking[] = [];
      for (const booking of due) {
        const moved = await this.repository.move(tx, booking.id, 'expire');
        if (moved) expired.push(moved);
      }
      // Lines released in one order, so that two runs never wait on each other's lines in a circle.
      const byLine = new Map<string, number>();
      for (const booking of expired) byLine.set(booking.lineId, (byLine.get(booking.lineId) ?? 0) + booking.bags);
      for (const lineId of [...byLine.keys()].sort()) {
        await this.repository.release(tx, lineId, byLine.get(lineId) as number);
      }
      if (expired.length) {
        await tx.insert(
          BookingNotice,
          expired.map((booking) => ({
            id: randomUUID(),
            bookingId: booking.id,
            farmerId: booking.farmerId,
            kind: 'expired' as const,
            values: { number: booking.number, date: booking.collectBy },
            createdAt: now,
            sentAt: null,
            attempts: 0,
          })),
        );
      }
      return expired;
    });
  }
}
