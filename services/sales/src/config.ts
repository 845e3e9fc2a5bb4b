import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { internalAddressOf, IsHttpUrl, ServiceConfig, Setting } from '@seedcorp/libs';

export class SalesConfig extends ServiceConfig {
  override PORT = 3008;

  /** The published crop varieties and seed rate lists that stock is kept against (`GET /internal/seedCatalogue`). */
  @Setting({ description: internalAddressOf('content') })
  @IsHttpUrl()
  CONTENT_INTERNAL_URL = 'http://127.0.0.1:3007';

  /** Where the booking SMS go (`POST /internal/farmerSms`): the auth service keeps farmers' numbers and the SMS queue. */
  @Setting({ description: internalAddressOf('auth') })
  @IsHttpUrl()
  AUTH_INTERNAL_URL = 'http://127.0.0.1:3001';

  @Setting({
    description:
      'Seconds between the looks for bookings past their date to collect (expired once, by one replica) and for booking SMS waiting to be handed to the auth service.',
  })
  @Type(() => Number)
  @IsInt()
  @Min(5)
  @Max(3600)
  BOOKING_JOBS_POLL_SECONDS = 60;
}
