import { Type } from 'class-transformer';
import {
  IsInt,
  IsNotEmpty,
  IsString,
  Max,
  Min,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { internalAddressOf, IsHttpUrl, ServiceConfig, Setting } from '@seedcorp/libs';
import { AUDIT_RETENTION_MIN_DAYS } from '@seedcorp/contracts';
import { AuditChainKeySetting } from './audit/audit-settings';

@ValidatorConstraint({ name: 'isTimeZone' })
class IsTimeZone implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    try {
      new Intl.DateTimeFormat('en-CA', { timeZone: String(value) });
      return true;
    } catch {
      return false;
    }
  }

  defaultMessage(): string {
    return 'VISITOR_TIME_ZONE must be an IANA time zone like Asia/Kolkata';
  }
}

export class DashboardConfig extends ServiceConfig {
  override PORT = 3005;

  @Setting({ description: internalAddressOf('media') })
  @IsHttpUrl()
  MEDIA_INTERNAL_URL = 'http://127.0.0.1:3002';

  @Setting({ description: internalAddressOf('notifications') })
  @IsHttpUrl()
  NOTIFICATIONS_INTERNAL_URL = 'http://127.0.0.1:3003';

  @Setting({ description: internalAddressOf('directories') })
  @IsHttpUrl()
  DIRECTORIES_INTERNAL_URL = 'http://127.0.0.1:3004';

  @Setting({ description: internalAddressOf('content') })
  @IsHttpUrl()
  CONTENT_INTERNAL_URL = 'http://127.0.0.1:3007';

  @Setting({
    description:
      "How often, in seconds, the counts are replaced by their owners' true numbers (besides at start and about a second after a change).",
  })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(24 * 3600)
  COUNTS_RECONCILE_SECONDS = 300;

  @Setting({
    description:
      'An activity entry another dashboard replica has held unacknowledged this many seconds is taken over (that replica is presumed dead).',
  })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(3600)
  ACTIVITY_CLAIM_IDLE_SECONDS = 60;

  @Setting({
    description:
      'How often, in seconds, the visitor counts are copied from Redis to PostgreSQL: what a loss of Redis can cost at most.',
  })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(3600)
  VISITOR_FLUSH_SECONDS = 60;

  @Setting({ description: 'The IANA time zone whose day a visit counts for.' })
  @IsString()
  @IsNotEmpty()
  @Validate(IsTimeZone)
  VISITOR_TIME_ZONE = 'Asia/Kolkata';

  @AuditChainKeySetting()
  AUDIT_CHAIN_KEY?: string;

  @Setting({
    description: `Days the audit trail keeps an entry, at least ${AUDIT_RETENTION_MIN_DAYS} (the log retention asked of public bodies); a lower value stops the service. Older entries are removed at start and daily, once every entry before them is older too.`,
  })
  @Type(() => Number)
  @IsInt()
  @Min(AUDIT_RETENTION_MIN_DAYS, { message: `AUDIT_RETENTION_DAYS must be at least ${AUDIT_RETENTION_MIN_DAYS}` })
  @Max(100 * 366)
  AUDIT_RETENTION_DAYS = AUDIT_RETENTION_MIN_DAYS;
}
