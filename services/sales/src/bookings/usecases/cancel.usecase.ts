import { Injectable } from '@nestjs/common';
import { ActivityPublisher, isRecordKey, type FarmerClaims } from '@seedcorp/libs';
import { BOOKING_RECORD_TYPE, BOOKING_REFUSALS, type BookingSlip } from '@seedcorp/contracts';
import { Booking } from '../booking.entity';
import { describeBooking, slipOf } from '../booking-views';
import { BookingsRepository } from '../bookings.repository';
import { farmerRefusal } from '../farmer-refusal';

/** A farmer cancels an open booking of their own: its bags are bookable again as the transaction commits. */
@Injectable()
export class CancelUseCase {
  constructor(
    private readonly repository: BookingsRepository,
    private readonly activity: ActivityPublisher,
  ) {}

  async execute(claims: FarmerClaims, key: string): Promise<BookingSlip> {
    const manager = this.repository.manager;
    // Another farmer's booking is answered as no booking at all.
    const found = isRecordKey(key) ? await manager.findOneBy(Booking, { id: key, farmerId: claims.sub }) : null;
    if (!found) throw farmerRefusal(BOOKING_REFUSALS.notYours, undefined, 404);
    const cancelled = await manager.transaction(async (tx) => {
      const moved = await this.repository.move(tx, found.id, 'cancel', {
        condition: 'farmer_id = $1',
        values: [claims.sub],
      });
      if (moved) await this.repository.release(tx, moved.lineId, moved.bags);
      return moved;
    });
    if (!cancelled) throw farmerRefusal(BOOKING_REFUSALS.notOpen);
    await this.activity.publish('Updated', `${describeBooking(cancelled)}: cancelled by the farmer`, {
      record: { type: BOOKING_RECORD_TYPE, id: cancelled.id },
      changes: [{ field: 'State', old: 'Booked', new: 'Cancelled' }],
    });
    return slipOf(manager, cancelled);
  }
}
