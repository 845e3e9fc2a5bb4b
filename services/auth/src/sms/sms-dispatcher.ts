import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { LoginAudit } from '../login/login-audit';
import { maskMobile } from '../login/login-rules';
import { SmsMetrics } from './sms-metrics';
import { SmsQueue, type SmsJobRequest } from './sms-queue';

/**
 * Hands codes to the durable SMS queue off the request path: the answer to "send me a code" waits neither for
 * the provider nor for the queue, so it takes the same time and says the same thing whether or not the number
 * is an admin's and whether or not the provider is up. The SMS workers send, retry and record the outcome.
 */
@Injectable()
export class SmsDispatcher implements BeforeApplicationShutdown {
  private readonly logger = new Logger('SmsDispatcher');
  private readonly queueing = new Set<Promise<void>>();

  constructor(
    private readonly queue: SmsQueue,
    private readonly audit: LoginAudit,
    private readonly metrics: SmsMetrics,
  ) {}

  dispatch(request: SmsJobRequest): void {
    const queued = this.enqueue(request).finally(() => this.queueing.delete(queued));
    this.queueing.add(queued);
  }

  /** Codes already promised reach the queue before Redis is closed. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.queueing]);
  }

  private async enqueue(request: SmsJobRequest): Promise<void> {
    try {
      await this.queue.enqueue(request);
    } catch (error) {
      this.metrics.failed('not-queued');
      this.logger.error(
        { to: maskMobile(request.mobile), reason: 'not-queued', detail: (error as Error).message },
        'OTP SMS could not be sent',
      );
      await this.audit.record('otp-send-failed', request.mobile, request.ip);
    }
  }
}
