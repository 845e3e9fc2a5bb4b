import { Injectable } from '@nestjs/common';
import type { FarmerBookings } from '@seedcorp/contracts';
import { Booking } from './booking.entity';
import { slipsOf } from './booking-views';
import { BookingsRepository } from './bookings.repository';

/** The farmer's newest bookings shown. */
const SHOWN = 200;

/** A farmer's own bookings, newest first, and their no-shows by season. */
@Injectable()
export class FarmerBookingsQuery {
  constructor(private readonly repository: BookingsRepository) {}

  async execute(farmerId: string): Promise<FarmerBookings> {
    const manager = this.repository.manager;
    const bookings = await manager.find(Booking, {
      where: { farmerId },
      order: { bookedAt: 'DESC', id: 'ASC' },
      take: SHOWN,
    });
    return { bookings: await slipsOf(manager, bookings), noShows: await this.repository.noShows(manager, farmerId) };
  }
}
