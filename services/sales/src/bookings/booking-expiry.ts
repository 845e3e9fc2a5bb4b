import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RepeatingJob } from '@seedcorp/libs';
import { SalesConfig } from '../config';
import { BookingNotices } from './booking-notices';
import { ExpireUseCase } from './usecases/expire.usecase';

/** Every replica looks for bookings past their date on each poll (and at start); each expires on one of them only. */
@Injectable()
export class BookingExpiry implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(BookingExpiry.name);
  private readonly job = new RepeatingJob('Booking expiry', () => this.run(), this.logger);

  constructor(
    private readonly expire: ExpireUseCase,
    private readonly notices: BookingNotices,
    private readonly config: SalesConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.job.start(this.config, this.config.BOOKING_JOBS_POLL_SECONDS * 1000, { runNow: true });
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  private async run(): Promise<void> {
    if ((await this.expire.expireDue()) > 0) this.notices.sendSoon();
  }
}
