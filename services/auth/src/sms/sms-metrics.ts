import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { Metrics } from '@seedcorp/libs';

/**
 * Why an OTP SMS did not reach the gateway's acceptance:
 * - `permanent`: the gateway refused it for good (invalid number, DLT template mismatch);
 * - `temporary-exhausted`: every try failed, or the next would come after the code expires;
 * - `expired`: the code expired while the job waited (the service was down, say);
 * - `interrupted`: its worker stopped during the send, and the job is not sent again;
 * - `not-queued`: Redis did not take the job;
 * - `unreadable`: the queued text could not be decrypted (the signing key changed).
 */
const SMS_FAILURE_REASONS = [
  'permanent',
  'temporary-exhausted',
  'expired',
  'interrupted',
  'not-queued',
  'unreadable',
] as const;
export type SmsFailureReason = (typeof SMS_FAILURE_REASONS)[number];

/** Why an alert was not sent: refused for good, every try failed, or its replica stopped during the send. */
export type SmsAlertFailureReason = 'permanent' | 'temporary-exhausted' | 'interrupted' | 'unreadable';

@Injectable()
export class SmsMetrics {
  private readonly failures: Counter<'reason'>;
  private readonly deliveries: Counter;
  private readonly alertFailures: Counter<'reason'>;
  private readonly alertDeliveries: Counter;

  constructor(metrics: Metrics) {
    this.failures = new Counter({
      name: 'sms_send_failures_total',
      help: 'OTP SMS not sent, by reason',
      labelNames: ['reason'],
      registers: [metrics.registry],
    });
    // Every reason is exported from the start, so an alert on a rate sees its first failure.
    for (const reason of SMS_FAILURE_REASONS) this.failures.inc({ reason }, 0);
    this.deliveries = new Counter({
      name: 'sms_sent_total',
      help: 'OTP SMS the gateway accepted',
      registers: [metrics.registry],
    });
    this.alertDeliveries = new Counter({
      name: 'sms_alerts_sent_total',
      help: 'Alert SMS the gateway accepted',
      registers: [metrics.registry],
    });
    this.alertFailures = new Counter({
      name: 'sms_alert_failures_total',
      help: 'Alert SMS not sent, by reason',
      labelNames: ['reason'],
      registers: [metrics.registry],
    });
  }

  failed(reason: SmsFailureReason): void {
    this.failures.inc({ reason });
  }

  delivered(): void {
    this.deliveries.inc();
  }

  alertFailed(reason: SmsAlertFailureReason): void {
    this.alertFailures.inc({ reason });
  }

  alertDelivered(): void {
    this.alertDeliveries.inc();
  }
}
