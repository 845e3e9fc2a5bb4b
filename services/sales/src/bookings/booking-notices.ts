import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { RepeatingJob } from '@seedcorp/libs';
import { FARMER_SMS_PATH, type FarmerSmsRequest } from '@seedcorp/contracts';
import { SalesConfig } from '../config';
import { BookingNotice } from './booking.entity';

const AUTH_TIMEOUT_MS = 3_000;
const BATCH = 20;

/**
 * The booking SMS outbox: each notice was written with the change it tells of, and is handed to the auth service
 * (which holds the farmer's number and the SMS queue) by one replica at a time (`SKIP LOCKED`), marked sent in the
 * same transaction. Auth queues a notice once whatever the retries (by its key), so a replica dying between the two
 * sends nothing twice. Sent soon after a booking, and on every poll for what failed.
 */
@Injectable()
export class BookingNotices implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(BookingNotices.name);
  private readonly job = new RepeatingJob('Booking SMS', () => this.sendDue(), this.logger);
  private requested = false;
  private draining = false;
  private stopped = false;

  constructor(
    @InjectRepository(BookingNotice) private readonly notices: Repository<BookingNotice>,
    private readonly config: SalesConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.job.start(this.config, this.config.BOOKING_JOBS_POLL_SECONDS * 1000, { runNow: true });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.job.stop();
  }

  /**
   * After a booking: its slip goes out now rather than at the next poll. A run already under way may have read the
   * outbox before this notice was in it, so another run follows it.
   */
  sendSoon(): void {
    this.requested = true;
    if (this.draining || this.stopped) return;
    this.draining = true;
    void (async () => {
      while (this.requested && !this.stopped) {
        this.requested = false;
        await this.job.run();
      }
      this.draining = false;
    })();
  }

  /** Hands every unsent notice it can take to auth; the number handed. */
  async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.notices.manager.transaction(async (tx) => {
        const due = (await tx.query(
          `SELECT id, booking_id AS "bookingId", farmer_id AS "farmerId", kind, "values"
             FROM sales.booking_notices WHERE sent_at IS NULL
            ORDER BY created_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
          [BATCH],
        )) as Pick<BookingNotice, 'id' | 'bookingId' | 'farmerId' | 'kind' | 'values'>[];
        let handed = 0;
        for (const notice of due) {
          const ok = await this.hand(notice);
          await tx.query(
            `UPDATE sales.booking_notices SET attempts = attempts + 1, sent_at = CASE WHEN $2 THEN now() END
              WHERE id = $1`,
            [notice.id, ok],
          );
          if (ok) handed += 1;
        }
        return { taken: due.length, handed };
      });
      sent += batch.handed;
      // A batch with a failure stops the run: auth is likely down, and the next poll tries again.
      if (batch.taken < BATCH || batch.handed < batch.taken) return sent;
    }
  }

  private async hand(notice: Pick<BookingNotice, 'id' | 'farmerId' | 'kind' | 'values'>): Promise<boolean> {
    const request: FarmerSmsRequest = {
      noticeKey: notice.id,
      farmerKey: notice.farmerId,
      kind: notice.kind,
      values: notice.values,
    };
    try {
      const response = await fetch(new URL(FARMER_SMS_PATH, this.config.AUTH_INTERNAL_URL), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(AUTH_TIMEOUT_MS),
      });
      if (response.ok) return true;
      this.logger.warn({ notice: notice.id, status: response.status }, 'Booking SMS not taken by auth');
    } catch (error) {
      this.logger.warn({ notice: notice.id, err: error }, 'Booking SMS not taken by auth');
    }
    return false;
  }
}
