import { Body, Controller } from '@nestjs/common';
import { ApiRoute } from '@seedcorp/libs';
import {
  API,
  BOOKING_MESSAGES,
  type BookingAtCounter,
  type BookingReport,
  type BookingTodayCounts,
  type CollectResult,
  type ExportedBookingCsv,
} from '@seedcorp/contracts';
import { BookingReportService } from './booking-report.service';
import { BookingReportDto, CollectDto, PickupCodeDto } from './dto/booking.dto';
import { CollectUseCase } from './usecases/collect.usecase';

/** The counter's calls (a counter operator at their own counters) and the corporation's reports. */
@Controller()
export class CounterBookingsController {
  constructor(
    private readonly collectUseCase: CollectUseCase,
    private readonly reports: BookingReportService,
  ) {}

  @ApiRoute(API.booking.findByCode, BOOKING_MESSAGES.bookingFound)
  findByCode(@Body() body: PickupCodeDto): Promise<BookingAtCounter> {
    return this.collectUseCase.find(body.code, body.counterKey);
  }

  @ApiRoute(API.booking.collect, BOOKING_MESSAGES.collected)
  collect(@Body() body: CollectDto): Promise<CollectResult> {
    return this.collectUseCase.collect(body);
  }

  @ApiRoute(API.booking.report, BOOKING_MESSAGES.reportFetched)
  report(@Body() body: BookingReportDto): Promise<BookingReport> {
    return this.reports.report(body);
  }

  @ApiRoute(API.booking.exportCsv, BOOKING_MESSAGES.exported)
  exportCsv(@Body() body: BookingReportDto): Promise<ExportedBookingCsv> {
    return this.reports.exportCsv(body);
  }

  @ApiRoute(API.booking.todayCounts, BOOKING_MESSAGES.countsFetched)
  todayCounts(): Promise<BookingTodayCounts> {
    return this.reports.todayCounts();
  }
}
