import { In, type EntityManager } from 'typeorm';
import { findFieldCrop, pickupQrText, type BookingAtCounter, type BookingSlip } from '@seedcorp/contracts';
import { SaleCounter } from '../counters/sale-counter.entity';
import type { Booking } from './booking.entity';

const bagKg = (booking: Booking) => booking.bagGrams / 1000;
const cropNameOf = (crop: string) => findFieldCrop(crop)?.name ?? { en: crop, hi: crop };

/** The slips of bookings, each with its counter. */
export async function slipsOf(manager: EntityManager, bookings: Booking[]): Promise<BookingSlip[]> {
  const ids = [...new Set(bookings.map((booking) => booking.counterId))];
  const counters = new Map(
    (ids.length ? await manager.find(SaleCounter, { where: { id: In(ids) } }) : []).map((c) => [c.id, c] as const),
  );
  return bookings.map((booking) => {
    const counter = counters.get(booking.counterId) as SaleCounter;
    return {
      key: booking.id,
      number: booking.number,
      code: booking.code,
      qrText: pickupQrText(booking.code),
      state: booking.state,
      season: booking.season,
      crop: booking.crop,
      cropName: cropNameOf(booking.crop),
      variety: booking.varietyName,
      seedClass: booking.seedClass,
      bagKg: bagKg(booking),
      bags: booking.bags,
      counter: {
        key: counter.id,
        name: counter.name,
        address: counter.address,
        openingHours: counter.openingHours,
        district: counter.district,
      },
      farmerRate: booking.farmerRate === null ? null : Number(booking.farmerRate),
      pricePayable: booking.pricePayable,
      collectBy: booking.collectBy,
      bookedAt: new Date(booking.bookedAt).toISOString(),
      closedAt: booking.closedAt ? new Date(booking.closedAt).toISOString() : null,
    };
  });
}

export async function slipOf(manager: EntityManager, booking: Booking): Promise<BookingSlip> {
  const [slip] = await slipsOf(manager, [booking]);
  return slip;
}

/** What the counter operator sees: the farmer as they gave themselves when booking (empty once erased). */
export const atCounter = (booking: Booking): BookingAtCounter => ({
  key: booking.id,
  number: booking.number,
  state: booking.state,
  farmer: { name: booking.farmerName, village: booking.farmerVillage, district: booking.farmerDistrict },
  crop: booking.crop,
  cropName: cropNameOf(booking.crop),
  variety: booking.varietyName,
  seedClass: booking.seedClass,
  bagKg: bagKg(booking),
  bags: booking.bags,
  pricePayable: booking.pricePayable,
  collectBy: booking.collectBy,
  counterKey: booking.counterId,
});

export const describeBooking = (booking: Booking) =>
  `Booking ${booking.number}: ${booking.bags} bags ${cropNameOf(booking.crop).en} ${booking.varietyName.en}`;
