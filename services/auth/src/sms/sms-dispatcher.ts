import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { AuthConfig } from '../config';
import { maskMobile } from '../login/login-rules';
import { SmsSender, type SmsMessage } from './sms-sender';

export interface SmsOutcome {
  delivered(): Promise<void>;
  failed(): Promise<void>;
}

/**
 * Sends codes off the request path: the answer to "send me a code" never waits for the SMS
 * provider, so it takes the same time and says the same thing whether or not the number is
 * an admin's and whether or not the provider is up. Failed sends are retried, then logged.
 */
@Injectable()
export class SmsDispatcher implements OnApplicationShutdown {
  private readonly logger = new Logger('SmsDispatcher');
  private readonly inFlight = new Set<Promise<void>>();
  private readonly retryDelaysMs: number[];

  constructor(
    private readonly sender: SmsSender,
    config: AuthConfig,
  ) {
    this.retryDelaysMs = config.smsRetryDelaysMs();
  }

  dispatch(message: SmsMessage, outcome: SmsOutcome): void {
    const job = this.deliver(message, outcome)
      .catch((error: unknown) => this.logger.error({ err: error }, 'SMS outcome not recorded'))
      .finally(() => this.inFlight.delete(job));
    this.inFlight.add(job);
  }

  /** Codes already promised are still sent when the service stops. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async deliver(message: SmsMessage, outcome: SmsOutcome): Promise<void> {
    const delays = [0, ...this.retryDelaysMs];
    for (const [index, delay] of delays.entries()) {
      if (delay > 0) await sleep(delay);
      try {
        await this.sender.send(message);
        await outcome.delivered();
        return;
      } catch (error) {
        this.logger.warn(
          { to: maskMobile(message.mobile), attempt: index + 1, reason: (error as Error).message },
          'OTP SMS not accepted',
        );
      }
    }
    this.logger.error({ to: maskMobile(message.mobile), attempts: delays.length }, 'OTP SMS could not be sent');
    await outcome.failed();
  }
}
