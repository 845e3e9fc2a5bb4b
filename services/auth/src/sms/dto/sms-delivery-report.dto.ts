import { IsIn, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import {
  SMS_REPORT_MESSAGES,
  SMS_REPORT_STATUSES,
  type SmsDeliveryReportRequest,
  type SmsReportStatus,
} from '@seedcorp/contracts';

export class SmsDeliveryReportDto implements SmsDeliveryReportRequest {
  @Length(1, 100, { message: SMS_REPORT_MESSAGES.messageId })
  @IsString({ message: SMS_REPORT_MESSAGES.messageId })
  messageId!: string;

  @IsIn(SMS_REPORT_STATUSES, { message: SMS_REPORT_MESSAGES.status })
  status!: SmsReportStatus;

  @IsOptional()
  @MaxLength(500, { message: SMS_REPORT_MESSAGES.reason })
  @IsString({ message: SMS_REPORT_MESSAGES.reason })
  reason?: string;
}
