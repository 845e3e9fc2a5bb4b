import { createHash, timingSafeEqual } from 'node:crypto';
import { Body, Controller, Headers } from '@nestjs/common';
import { ApiError, ApiRoute, Public } from '@seedcorp/libs';
import { API, SMS_REPORT_MESSAGES, type SmsDeliveryReportData } from '@seedcorp/contracts';
import { AuthConfig } from '../config';
import { SmsDeliveryReportDto } from './dto/sms-delivery-report.dto';
import { SmsMessages } from './sms-messages';

/** The header the provider's reports carry the shared secret in. */
export const SMS_REPORT_SECRET_HEADER = 'x-sms-report-secret';

/** Hashed first, so that the comparison takes the same time whatever the length of what was sent. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The SMS provider's delivery reports: each moves the message it names from `sent` to `delivered` or `failed`.
 * A report for an id no kept message has is taken and changes nothing, as is one repeated, so that the provider
 * does not send it again and again.
 */
@Controller()
export class SmsDeliveryReportController {
  private readonly secret?: Buffer;

  constructor(
    private readonly messages: SmsMessages,
    config: AuthConfig,
  ) {
    this.secret = config.SMS_REPORT_SECRET ? digest(config.SMS_REPORT_SECRET) : undefined;
  }

  @ApiRoute(API.auth.smsDeliveryReport, SMS_REPORT_MESSAGES.accepted)
  @Public()
  async report(
    @Body() body: SmsDeliveryReportDto,
    @Headers(SMS_REPORT_SECRET_HEADER) secret: string | undefined,
  ): Promise<SmsDeliveryReportData> {
    if (!this.secret || typeof secret !== 'string' || !timingSafeEqual(digest(secret), this.secret)) {
      throw ApiError.unauthorized(SMS_REPORT_MESSAGES.refused);
    }
    const outcome = body.status === 'delivered' ? 'delivered' : 'failed';
    const state = await this.messages.report(body.messageId, outcome, body.reason ?? `reported ${body.status}`);
    return { state: state ?? null };
  }
}
