import { Body, Controller } from '@nestjs/common';
import { ApiRoute, CurrentFarmer, NoStore, type FarmerClaims } from '@seedcorp/libs';
import { API, BOOKING_MESSAGES, type BookingOptions, type BookingSlip, type FarmerBookings } from '@seedcorp/contracts';
import { BookDto, BookingKeyDto, BookingOptionsDto } from './dto/booking.dto';
import { FarmerBookingsQuery } from './farmer-bookings.query';
import { BookingOptionsUseCase } from './usecases/booking-options.usecase';
import { BookUseCase } from './usecases/book.usecase';
import { CancelUseCase } from './usecases/cancel.usecase';

/** A farmer's own calls (a farmer token; the contract's `farmer: true`): nothing here is anyone else's. */
@Controller()
@NoStore()
export class FarmerBookingsController {
  constructor(
    private readonly options: BookingOptionsUseCase,
    private readonly bookUseCase: BookUseCase,
    private readonly cancelUseCase: CancelUseCase,
    private readonly mine: FarmerBookingsQuery,
  ) {}

  @ApiRoute(API.booking.options, BOOKING_MESSAGES.optionsFetched)
  bookingOptions(@CurrentFarmer() farmer: FarmerClaims, @Body() body: BookingOptionsDto): Promise<BookingOptions> {
    return this.options.execute(farmer, body.windowKey);
  }

  @ApiRoute(API.booking.book, BOOKING_MESSAGES.booked)
  book(@CurrentFarmer() farmer: FarmerClaims, @Body() body: BookDto): Promise<BookingSlip> {
    return this.bookUseCase.execute(farmer, body);
  }

  @ApiRoute(API.booking.farmerBookings, BOOKING_MESSAGES.bookingsFetched)
  bookings(@CurrentFarmer() farmer: FarmerClaims): Promise<FarmerBookings> {
    return this.mine.execute(farmer.sub);
  }

  @ApiRoute(API.booking.cancel, BOOKING_MESSAGES.bookingCancelled)
  cancel(@CurrentFarmer() farmer: FarmerClaims, @Body() body: BookingKeyDto): Promise<BookingSlip> {
    return this.cancelUseCase.execute(farmer, body.key);
  }
}
