import { Expose, Type } from 'class-transformer';
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
import { AUDIT_RETENTION_MIN_DAYS, IsHttpUrl, ServiceConfig } from '@seedcorp/libs';
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

  /** Where the owners of the count lists answer `GET /internal/counts` (never through the gateway). */
  @Expose() @IsHttpUrl() MEDIA_INTERNAL_URL = 'http://127.0.0.1:3002';
  @Expose() @IsHttpUrl() NOTIFICATIONS_INTERNAL_URL = 'http://127.0.0.1:3003';
  @Expose() @IsHttpUrl() DIRECTORIES_INTERNAL_URL = 'http://127.0.0.1:3004';
  @Expose() @IsHttpUrl() CONTENT_INTERNAL_URL = 'http://127.0.0.1:3007';

  /** How often the counts are reconciled with their owners (besides at start and shortly after a change). */
  @Expose()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(24 * 3600)
  COUNTS_RECONCILE_SECONDS = 300;

  /** Events another consumer has held unacknowledged this long are taken over (that consumer is presumed dead). */
  @Expose()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(3600)
  ACTIVITY_CLAIM_IDLE_SECONDS = 60;

  /** How often the visitor counts are copied from Redis to PostgreSQL: what a Redis loss can cost at most. */
  @Expose()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(3600)
  VISITOR_FLUSH_SECONDS = 60;

  /** Where "today" of the visitor counter begins and ends. */
  @Expose()
  @IsString()
  @IsNotEmpty()
  @Validate(IsTimeZone)
  VISITOR_TIME_ZONE = 'Asia/Kolkata';

  /**
   * The secret key of the audit trail's chained hashes (HMAC-SHA256). Required in production, at least 32
   * characters; a fixed development key serves elsewhere. Never logged. Changing it makes every kept entry fail
   * the check, so it is set once per deployment and kept as safely as the database's own password.
   */
  @AuditChainKeySetting()
  AUDIT_CHAIN_KEY?: string;

  /** Days the audit trail keeps an entry: at least the 180 days public bodies are asked to keep logs for. */
  @Expose()
  @Type(() => Number)
  @IsInt()
  @Min(AUDIT_RETENTION_MIN_DAYS, { message: `AUDIT_RETENTION_DAYS must be at least ${AUDIT_RETENTION_MIN_DAYS}` })
  @Max(100 * 366)
  AUDIT_RETENTION_DAYS = AUDIT_RETENTION_MIN_DAYS;
}
