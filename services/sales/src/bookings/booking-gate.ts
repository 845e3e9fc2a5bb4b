import { Injectable } from '@nestjs/common';
import { ApiError } from '@seedcorp/libs';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@seedcorp/contracts';

/** Booking transactions one replica runs at once: most of its pool, leaving connections for the reads. */
const AT_ONCE = 6;
/** How long a booking waits its turn before the farmer is told to try again. */
const WAIT_MS = 20_000;

/**
 * Bookings of one replica take their turn here rather than in the connection pool, whose wait is short so that an
 * outage answers within a second: a rush of farmers on the last bags of one line queues, each told in turn whether
 * bags are left, instead of most being told the service is unavailable.
 */
@Injectable()
export class BookingGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  private turn(): Promise<void> {
    if (this.running < AT_ONCE) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        this.running += 1;
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(go), 1);
        reject(ApiError.unavailable(SERVICE_UNAVAILABLE_MESSAGE));
      }, WAIT_MS);
      this.waiting.push(go);
    });
  }
}
