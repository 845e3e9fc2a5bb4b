import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { ApiError, isRecordKey, type FarmerClaims } from '@seedcorp/libs';
import {
  BOOKING_MESSAGES,
  bagsAllowed,
  farmerRateOf,
  type BookableCounter,
  type BookingOptions,
} from '@seedcorp/contracts';
import { BookingWindow } from '../../booking-windows/booking-window.entity';
import { limitOf, windowItems } from '../../booking-windows/booking-window-items';
import { SaleCounter } from '../../counters/sale-counter.entity';
import { SeedCatalogueClient } from '../../stock/seed-catalogue.client';
import { StockLine } from '../../stock/stock-line.entity';
import { BookingsRepository } from '../bookings.repository';

const NO_DISTRICT = '\uffff';

/**
 * What a farmer may book in a window: its open counters keeping the crop, each line with the bags free to book (from
 * the live stock, less what is reserved) and its price; the farmer's district first (the sale counters carry a
 * district, not a place, so "nearest" is the farmer's district before the others), then by district and name; and
 * how many bags their limit still allows, per bag size.
 */
@Injectable()
export class BookingOptionsUseCase {
  constructor(
    private readonly repository: BookingsRepository,
    private readonly catalogue: SeedCatalogueClient,
  ) {}

  async execute(claims: FarmerClaims, windowKey: string, now = new Date()): Promise<BookingOptions> {
    const manager = this.repository.manager;
    const window = isRecordKey(windowKey) ? await manager.findOneBy(BookingWindow, { id: windowKey }) : null;
    if (!window) throw ApiError.notFound(BOOKING_MESSAGES.windowNotFound);
    const [item] = await windowItems(manager, [window], now);
    const { version: _version, updatedAt: _updatedAt, ...publicWindow } = item;
    const counterIds = item.counters.filter((counter) => !counter.closed).map((counter) => counter.key);
    const [counters, lines, catalogue, held, noShows] = await Promise.all([
      counterIds.length ? manager.find(SaleCounter, { where: { id: In(counterIds) } }) : [],
      counterIds.length
        ? manager.find(StockLine, {
            where: { counterId: In(counterIds), season: window.season, crop: window.crop },
            order: { variety: 'ASC', seedClass: 'ASC', bagGrams: 'ASC' },
          })
        : [],
      this.catalogue.catalogue().catch(() => undefined),
      this.repository.held(manager, claims.sub, window.season, window.crop),
      this.repository.noShows(manager, claims.sub),
    ]);
    const rates = catalogue?.rateLists.find((list) => list.season === window.season)?.rows ?? [];
    const limit = limitOf(window);
    const district = claims.district ?? null;
    const bookable: BookableCounter[] = counters
      .map((counter) => ({
        key: counter.id,
        name: counter.name,
        regionalUnit: counter.regionalUnit,
        address: counter.address,
        openingHours: counter.openingHours,
        district: counter.district,
        inYourDistrict: district !== null && counter.district === district,
        lines: lines
          .filter((line) => line.counterId === counter.id)
          .map((line) => ({
            lineKey: line.id,
            variety: line.varietyName,
            seedClass: line.seedClass,
            bagKg: line.bagGrams / 1000,
            available: line.bags - line.reserved,
            farmerRate: farmerRateOf(rates, item.cropName, line.varietyName.en),
          })),
      }))
      .filter((counter) => counter.lines.length > 0)
      .sort(
        (a, b) =>
          Number(b.inYourDistrict) - Number(a.inYourDistrict) ||
          (a.district ?? NO_DISTRICT).localeCompare(b.district ?? NO_DISTRICT) ||
          a.name.en.localeCompare(b.name.en),
      );
    const bagSizes = [...new Set(lines.map((line) => line.bagGrams))];
    const bagsLeftForYou = Object.fromEntries(
      bagSizes.map((grams) => {
        const left =
          limit.kind === 'bags'
            ? limit.bags - held.bags
            : Math.floor((bagsAllowed(limit, 1) * 1000 - held.grams) / grams);
        return [String(grams / 1000), Math.max(0, left)];
      }),
    );
    return {
      window: publicWindow,
      counters: bookable,
      bagsLeftForYou,
      noShows: noShows.find((row) => row.season === window.season)?.count ?? 0,
      noShowLimit: window.noShowLimit,
    };
  }
}
