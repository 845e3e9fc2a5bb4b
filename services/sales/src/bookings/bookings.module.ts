import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingWindow, BookingWindowCounter } from '../booking-windows/booking-window.entity';
import { SaleCounter } from '../counters/sale-counter.entity';
import { CounterOperator } from '../operators/counter-operator.entity';
import { SeedCatalogueClient } from '../stock/seed-catalogue.client';
import { StockChange } from '../stock/stock-change.entity';
import { StockLine } from '../stock/stock-line.entity';
import { Booking, BookingNotice } from './booking.entity';
import { BookingExpiry } from './booking-expiry';
import { BookingGate } from './booking-gate';
import { BookingNotices } from './booking-notices';
import { BookingReportService } from './booking-report.service';
import { BookingsRepository } from './bookings.repository';
import { CounterBookingsController } from './counter-bookings.controller';
import { FarmerBookingsController } from './farmer-bookings.controller';
import { FarmerBookingsQuery } from './farmer-bookings.query';
import { FarmerWithdrawnController } from './farmer-withdrawn.controller';
import { PickupAttempts } from './pickup-attempts';
import { BookingOptionsUseCase } from './usecases/booking-options.usecase';
import { BookUseCase } from './usecases/book.usecase';
import { CancelUseCase } from './usecases/cancel.usecase';
import { CollectUseCase } from './usecases/collect.usecase';
import { ExpireUseCase } from './usecases/expire.usecase';
import { WithdrawFarmerUseCase } from './usecases/withdraw-farmer.usecase';

/** Farmers' bookings: book, cancel, collect at the counter, expire; their SMS, reports and the withdrawal of consent. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Booking,
      BookingNotice,
      BookingWindow,
      BookingWindowCounter,
      SaleCounter,
      StockLine,
      StockChange,
      CounterOperator,
    ]),
  ],
  controllers: [FarmerBookingsController, CounterBookingsController, FarmerWithdrawnController],
  providers: [
    BookingsRepository,
    BookingGate,
    BookingNotices,
    BookingExpiry,
    BookingReportService,
    FarmerBookingsQuery,
    PickupAttempts,
    SeedCatalogueClient,
    BookUseCase,
    CancelUseCase,
    CollectUseCase,
    ExpireUseCase,
    WithdrawFarmerUseCase,
    BookingOptionsUseCase,
  ],
  exports: [ExpireUseCase, BookingNotices],
})
export class BookingsModule {}
