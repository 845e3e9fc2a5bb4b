import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { ActivityPublisher } from '@seedcorp/libs';
import { BOOKING_RECORD_TYPE, type FarmerWithdrawnResult } from '@seedcorp/contracts';
import { Booking, BookingNotice } from '../booking.entity';
import { describeBooking } from '../booking-views';
import { BookingsRepository } from '../bookings.repository';

/**
 * A farmer withdrew consent: their open bookings are cancelled (bags back to stock) and every booking of theirs
 * forgets their name, village and district, keeping what the accounts need (the counter, variety, bags, state and
 * times, and an id the auth service no longer links to a person). Their unsent SMS are dropped. Repeating it
 * changes nothing more.
 */
@Injectable()
export class WithdrawFarmerUseCase {
  constructor(
    private readonly repository: BookingsRepository,
    private readonly activity: ActivityPublisher,
  ) {}

  async execute(farmerId: string, now = new Date()): Promise<FarmerWithdrawnResult> {
    const { cancelled, erased } = await this.repository.manager.transaction(async (tx) => {
      const open = await tx.find(Booking, { where: { farmerId, state: 'booked' }, order: { lineId: 'ASC' } });
      const cancelled: Booking[] = [];
      for (const booking of open) {
        const moved = await this.repository.move(tx, booking.id, 'cancel');
        if (moved) {
          await this.repository.release(tx, moved.lineId, moved.bags);
          cancelled.push(moved);
        }
      }
      const erased = await tx.update(
        Booking,
        { farmerId, farmerErasedAt: IsNull() },
        { farmerName: null, farmerVillage: null, farmerDistrict: null, farmerErasedAt: now },
      );
      await tx.delete(BookingNotice, { farmerId, sentAt: IsNull() });
      return { cancelled, erased: erased.affected ?? 0 };
    });
    for (const booking of cancelled) {
      await this.activity.publish('Updated', `${describeBooking(booking)}: cancelled, the farmer withdrew consent`, {
        record: { type: BOOKING_RECORD_TYPE, id: booking.id },
        changes: [{ field: 'State', old: 'Booked', new: 'Cancelled' }],
      });
    }
    return { cancelled: cancelled.length, erased };
  }
}
