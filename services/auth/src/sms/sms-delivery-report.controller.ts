import { Body, Controller, UseGuards } from '@nestjs/common';
import { ApiRoute, Public } from '@seedcorp/libs';
import { API, SMS_REPORT_MESSAGES, type SmsDeliveryReportData } from '@seedcorp/contracts';
import { SmsDeliveryReportDto } from './dto/sms-delivery-report.dto';
import { SmsMessages } from './sms-messages';
import { SmsReportSecretGuard } from './sms-report-secret.guard';

/**
 * The SMS provider's delivery reports: each moves the message it names from `sent` to `delivered` or `failed`.
 * A report for an id no kept message has is taken and changes nothing, as is one repeated, so that the provider
 * does not send it again and again.
 */
@Controller()
export class SmsDeliveryReportController {
  constructor(private readonly messages: SmsMessages) {}

  @ApiRoute(API.auth.smsDeliveryReport, SMS_REPORT_MESSAGES.accepted)
  @Public()
  @UseGuards(SmsReportSecretGuard)
  async report(@Body() body: SmsDeliveryReportDto): Promise<SmsDeliveryReportData> {
    const outcome = body.status === 'delivered' ? 'delivered' : 'failed';
    const state = await this.messages.report(body.messageId, outcome, body.reason ?? `reported ${body.status}`);
    return { state: state ?? null };
  }
}
