import { Body, Controller, Query } from '@nestjs/common';
import { ApiRoute, pageRequest, PublicRead } from '@seedcorp/libs';
import {
  API,
  BOOKING_MESSAGES,
  type BookingWindowItem,
  type Paged,
  type PageQuery,
  type PublicBookingWindow,
} from '@seedcorp/contracts';
import {
  BookingWindowDto,
  BookingWindowKeyDto,
  ListBookingWindowsDto,
  UpdateBookingWindowDto,
} from './dto/booking-window.dto';
import { BookingWindowsService } from './booking-windows.service';

@Controller()
export class BookingWindowsController {
  constructor(private readonly windows: BookingWindowsService) {}

  @ApiRoute(API.booking.getWindows, BOOKING_MESSAGES.windowsFetched)
  list(@Body() body: ListBookingWindowsDto, @Query() query: PageQuery): Promise<Paged<BookingWindowItem>> {
    return this.windows.list(pageRequest(query, body));
  }

  @ApiRoute(API.booking.createWindow, BOOKING_MESSAGES.windowCreated)
  create(@Body() body: BookingWindowDto): Promise<BookingWindowItem> {
    return this.windows.create(body);
  }

  @ApiRoute(API.booking.updateWindow, BOOKING_MESSAGES.windowUpdated)
  update(@Body() body: UpdateBookingWindowDto): Promise<BookingWindowItem> {
    return this.windows.update(body);
  }

  @ApiRoute(API.booking.closeWindow, BOOKING_MESSAGES.windowClosed)
  close(@Body() body: BookingWindowKeyDto): Promise<BookingWindowItem> {
    return this.windows.close(body.key);
  }

  @ApiRoute(API.booking.webGetWindows, BOOKING_MESSAGES.windowsFetched)
  @PublicRead()
  listPublic(): Promise<PublicBookingWindow[]> {
    return this.windows.listPublic();
  }
}
